/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alert_LabelInputs */

const en_alert_label = /** @type {(inputs: Alert_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alerts due now`)
};

/**
* | output |
* | --- |
* | "Alerts due now" |
*
* @param {Alert_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const alert_label = /** @type {((inputs?: Alert_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_LabelInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("alert_label", en_alert_label));
