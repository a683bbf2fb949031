/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Dashboard_Look_AheadInputs */

const en_settings_dashboard_look_ahead = /** @type {(inputs: Settings_Dashboard_Look_AheadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`“Starting soon and short” looks ahead (hours)`)
};

const es_settings_dashboard_look_ahead = /** @type {(inputs: Settings_Dashboard_Look_AheadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horas que abarca «Empiezan pronto y falta gente»`)
};

/**
* | output |
* | --- |
* | "“Starting soon and short” looks ahead (hours)" |
*
* @param {Settings_Dashboard_Look_AheadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_dashboard_look_ahead = /** @type {((inputs?: Settings_Dashboard_Look_AheadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Dashboard_Look_AheadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_dashboard_look_ahead, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_dashboard_look_ahead(inputs)
	return en_settings_dashboard_look_ahead(inputs)
});