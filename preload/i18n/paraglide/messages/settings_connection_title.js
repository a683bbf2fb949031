/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Connection_TitleInputs */

const en_settings_connection_title = /** @type {(inputs: Settings_Connection_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connection`)
};

const es_settings_connection_title = /** @type {(inputs: Settings_Connection_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conexión`)
};

/**
* | output |
* | --- |
* | "Connection" |
*
* @param {Settings_Connection_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_connection_title = /** @type {((inputs?: Settings_Connection_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Connection_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_connection_title, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_connection_title(inputs)
	return en_settings_connection_title(inputs)
});