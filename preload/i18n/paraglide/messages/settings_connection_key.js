/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Connection_KeyInputs */

const en_settings_connection_key = /** @type {(inputs: Settings_Connection_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API key`)
};

const es_settings_connection_key = /** @type {(inputs: Settings_Connection_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clave de API`)
};

/**
* | output |
* | --- |
* | "API key" |
*
* @param {Settings_Connection_KeyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_connection_key = /** @type {((inputs?: Settings_Connection_KeyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Connection_KeyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_connection_key, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_connection_key(inputs)
	return en_settings_connection_key(inputs)
});