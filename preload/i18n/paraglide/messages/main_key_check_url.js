/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rejected: NonNullable<unknown> }} Main_Key_Check_UrlInputs */

const en_main_key_check_url = /** @type {(inputs: Main_Key_Check_UrlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rejected} Check the key and the base URL.`)
};

const es_main_key_check_url = /** @type {(inputs: Main_Key_Check_UrlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rejected} Revise la clave y la URL base.`)
};

/**
* | output |
* | --- |
* | "{rejected} Check the key and the base URL." |
*
* @param {Main_Key_Check_UrlInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_key_check_url = /** @type {((inputs: Main_Key_Check_UrlInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Key_Check_UrlInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_main_key_check_url, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_key_check_url(inputs)
	return en_main_key_check_url(inputs)
});