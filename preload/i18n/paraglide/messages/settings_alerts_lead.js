/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Alerts_LeadInputs */

const en_settings_alerts_lead = /** @type {(inputs: Settings_Alerts_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A followed shift that still misses people is announced before it starts, and again at its start, from the data on this computer, with or without a network.`)
};

/**
* | output |
* | --- |
* | "A followed shift that still misses people is announced before it starts, and again at its start, from the data on this computer, with or without a network." |
*
* @param {Settings_Alerts_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_alerts_lead = /** @type {((inputs?: Settings_Alerts_LeadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Alerts_LeadInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_alerts_lead", en_settings_alerts_lead));
