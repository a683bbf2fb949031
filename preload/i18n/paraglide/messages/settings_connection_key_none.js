/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Connection_Key_NoneInputs */

const en_settings_connection_key_none = /** @type {(inputs: Settings_Connection_Key_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`none stored`)
};

const es_settings_connection_key_none = /** @type {(inputs: Settings_Connection_Key_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ninguna guardada`)
};

/**
* | output |
* | --- |
* | "none stored" |
*
* @param {Settings_Connection_Key_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_connection_key_none = /** @type {((inputs?: Settings_Connection_Key_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Connection_Key_NoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_connection_key_none, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_connection_key_none(inputs)
	return en_settings_connection_key_none(inputs)
});