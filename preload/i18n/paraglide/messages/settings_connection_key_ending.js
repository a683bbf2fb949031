/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Connection_Key_EndingInputs */

const en_settings_connection_key_ending = /** @type {(inputs: Settings_Connection_Key_EndingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ending in`)
};

const es_settings_connection_key_ending = /** @type {(inputs: Settings_Connection_Key_EndingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`terminada en`)
};

/**
* | output |
* | --- |
* | "ending in" |
*
* @param {Settings_Connection_Key_EndingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_connection_key_ending = /** @type {((inputs?: Settings_Connection_Key_EndingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Connection_Key_EndingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_connection_key_ending, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_connection_key_ending(inputs)
	return en_settings_connection_key_ending(inputs)
});