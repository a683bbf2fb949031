/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Dashboard_SavedInputs */

const en_settings_dashboard_saved = /** @type {(inputs: Settings_Dashboard_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dashboard settings saved.`)
};

const es_settings_dashboard_saved = /** @type {(inputs: Settings_Dashboard_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajustes del panel guardados.`)
};

/**
* | output |
* | --- |
* | "Dashboard settings saved." |
*
* @param {Settings_Dashboard_SavedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_dashboard_saved = /** @type {((inputs?: Settings_Dashboard_SavedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Dashboard_SavedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_dashboard_saved, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_dashboard_saved(inputs)
	return en_settings_dashboard_saved(inputs)
});