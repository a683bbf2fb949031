/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ word: NonNullable<unknown> }} Settings_Disconnect_Type_WordInputs */

const en_settings_disconnect_type_word = /** @type {(inputs: Settings_Disconnect_Type_WordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Type “${i?.word}” to erase these orders with the key and the data`)
};

const es_settings_disconnect_type_word = /** @type {(inputs: Settings_Disconnect_Type_WordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Escriba «${i?.word}» para borrar estos pedidos junto con la clave y los datos`)
};

/**
* | output |
* | --- |
* | "Type “{word}” to erase these orders with the key and the data" |
*
* @param {Settings_Disconnect_Type_WordInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_disconnect_type_word = /** @type {((inputs: Settings_Disconnect_Type_WordInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Disconnect_Type_WordInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_disconnect_type_word, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_disconnect_type_word(inputs)
	return en_settings_disconnect_type_word(inputs)
});