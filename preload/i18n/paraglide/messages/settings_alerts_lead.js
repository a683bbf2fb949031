/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Alerts_LeadInputs */

const en_settings_alerts_lead = /** @type {(inputs: Settings_Alerts_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A followed shift that still misses people is announced before it starts, and again at its start, from the data on this computer, with or without a network.`)
};

const es_settings_alerts_lead = /** @type {(inputs: Settings_Alerts_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un turno de sus eventos al que aún le falta gente se anuncia antes de empezar y otra vez al empezar, con los datos de esta computadora, con o sin red.`)
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
export const settings_alerts_lead = /** @type {((inputs?: Settings_Alerts_LeadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Alerts_LeadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_alerts_lead, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_alerts_lead(inputs)
	return en_settings_alerts_lead(inputs)
});