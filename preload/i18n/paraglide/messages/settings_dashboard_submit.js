/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Dashboard_SubmitInputs */

const en_settings_dashboard_submit = /** @type {(inputs: Settings_Dashboard_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save dashboard settings`)
};

const es_settings_dashboard_submit = /** @type {(inputs: Settings_Dashboard_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar ajustes del panel`)
};

/**
* | output |
* | --- |
* | "Save dashboard settings" |
*
* @param {Settings_Dashboard_SubmitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_dashboard_submit = /** @type {((inputs?: Settings_Dashboard_SubmitInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Dashboard_SubmitInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_dashboard_submit, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_dashboard_submit(inputs)
	return en_settings_dashboard_submit(inputs)
});