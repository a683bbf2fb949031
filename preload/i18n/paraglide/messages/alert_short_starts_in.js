/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ duration: NonNullable<unknown> }} Alert_Short_Starts_InInputs */

const en_alert_short_starts_in = /** @type {(inputs: Alert_Short_Starts_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Short shift starts in ${i?.duration}`)
};

/**
* | output |
* | --- |
* | "Short shift starts in {duration}" |
*
* @param {Alert_Short_Starts_InInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const alert_short_starts_in = /** @type {((inputs: Alert_Short_Starts_InInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_Short_Starts_InInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("alert_short_starts_in", en_alert_short_starts_in));
