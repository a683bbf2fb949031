/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Disconnect_Confirm_WordInputs */

const en_settings_disconnect_confirm_word = /** @type {(inputs: Settings_Disconnect_Confirm_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`discard`)
};

const es_settings_disconnect_confirm_word = /** @type {(inputs: Settings_Disconnect_Confirm_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`descartar`)
};

/**
* | output |
* | --- |
* | "discard" |
*
* @param {Settings_Disconnect_Confirm_WordInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_disconnect_confirm_word = /** @type {((inputs?: Settings_Disconnect_Confirm_WordInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Disconnect_Confirm_WordInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_disconnect_confirm_word, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_disconnect_confirm_word(inputs)
	return en_settings_disconnect_confirm_word(inputs)
});