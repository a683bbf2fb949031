/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ before: NonNullable<unknown>, after: NonNullable<unknown> }} Alert_FilledInputs */

const en_alert_filled = /** @type {(inputs: Alert_FilledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`filled ${i?.before} → ${i?.after}`)
};

/**
* | output |
* | --- |
* | "filled {before} → {after}" |
*
* @param {Alert_FilledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const alert_filled = /** @type {((inputs: Alert_FilledInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_FilledInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("alert_filled", en_alert_filled));
