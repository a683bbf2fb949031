/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alert_More_LabelInputs */

const en_alert_more_label = /** @type {(inputs: Alert_More_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`More alerts`)
};

/**
* | output |
* | --- |
* | "More alerts" |
*
* @param {Alert_More_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const alert_more_label = /** @type {((inputs?: Alert_More_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_More_LabelInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("alert_more_label", en_alert_more_label));
