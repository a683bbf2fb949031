/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Paper_LetterInputs */

const en_print_paper_letter = /** @type {(inputs: Print_Paper_LetterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Letter`)
};

const es_print_paper_letter = /** @type {(inputs: Print_Paper_LetterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carta`)
};

/**
* | output |
* | --- |
* | "Letter" |
*
* @param {Print_Paper_LetterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_paper_letter = /** @type {((inputs?: Print_Paper_LetterInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Paper_LetterInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_print_paper_letter, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_paper_letter(inputs)
	return en_print_paper_letter(inputs)
});