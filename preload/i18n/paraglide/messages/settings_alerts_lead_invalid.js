/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown> }} Settings_Alerts_Lead_InvalidInputs */

const en_settings_alerts_lead_invalid = /** @type {(inputs: Settings_Alerts_Lead_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The lead time is a whole number of minutes from ${i?.min} to ${i?.max}.`)
};

/**
* | output |
* | --- |
* | "The lead time is a whole number of minutes from {min} to {max}." |
*
* @param {Settings_Alerts_Lead_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_alerts_lead_invalid = /** @type {((inputs: Settings_Alerts_Lead_InvalidInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Alerts_Lead_InvalidInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_alerts_lead_invalid", en_settings_alerts_lead_invalid));
