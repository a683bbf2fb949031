/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Alerts_SavedInputs */

const en_settings_alerts_saved = /** @type {(inputs: Settings_Alerts_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alert settings saved.`)
};

const es_settings_alerts_saved = /** @type {(inputs: Settings_Alerts_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alertas guardadas.`)
};

/**
* | output |
* | --- |
* | "Alert settings saved." |
*
* @param {Settings_Alerts_SavedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_alerts_saved = /** @type {((inputs?: Settings_Alerts_SavedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Alerts_SavedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_alerts_saved, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_alerts_saved(inputs)
	return en_settings_alerts_saved(inputs)
});