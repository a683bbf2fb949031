/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Title_Sign_InInputs */

const en_print_title_sign_in = /** @type {(inputs: Print_Title_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign-in sheet`)
};

const es_print_title_sign_in = /** @type {(inputs: Print_Title_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hoja de firmas`)
};

/**
* | output |
* | --- |
* | "Sign-in sheet" |
*
* @param {Print_Title_Sign_InInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_title_sign_in = /** @type {((inputs?: Print_Title_Sign_InInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Title_Sign_InInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_print_title_sign_in, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_title_sign_in(inputs)
	return en_print_title_sign_in(inputs)
});