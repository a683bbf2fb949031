/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Alerts_MutedInputs */

const en_settings_alerts_muted = /** @type {(inputs: Settings_Alerts_MutedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muted events`)
};

const es_settings_alerts_muted = /** @type {(inputs: Settings_Alerts_MutedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventos silenciados`)
};

/**
* | output |
* | --- |
* | "Muted events" |
*
* @param {Settings_Alerts_MutedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_alerts_muted = /** @type {((inputs?: Settings_Alerts_MutedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Alerts_MutedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_alerts_muted, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_alerts_muted(inputs)
	return en_settings_alerts_muted(inputs)
});