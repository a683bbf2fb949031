/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ before: NonNullable<unknown>, after: NonNullable<unknown> }} Alert_NeededInputs */

const en_alert_needed = /** @type {(inputs: Alert_NeededInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`needed ${i?.before} → ${i?.after}`)
};

/**
* | output |
* | --- |
* | "needed {before} → {after}" |
*
* @param {Alert_NeededInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const alert_needed = /** @type {((inputs: Alert_NeededInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_NeededInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("alert_needed", en_alert_needed));
