/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Connection_Kept_ByInputs */

const en_settings_connection_kept_by = /** @type {(inputs: Settings_Connection_Kept_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kept by`)
};

const es_settings_connection_kept_by = /** @type {(inputs: Settings_Connection_Kept_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardada por`)
};

/**
* | output |
* | --- |
* | "Kept by" |
*
* @param {Settings_Connection_Kept_ByInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_connection_kept_by = /** @type {((inputs?: Settings_Connection_Kept_ByInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Connection_Kept_ByInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_connection_kept_by, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_connection_kept_by(inputs)
	return en_settings_connection_kept_by(inputs)
});