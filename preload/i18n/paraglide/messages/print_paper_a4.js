/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Paper_A4Inputs */

const en_print_paper_a4 = /** @type {(inputs: Print_Paper_A4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A4`)
};

const es_print_paper_a4 = /** @type {(inputs: Print_Paper_A4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A4`)
};

/**
* | output |
* | --- |
* | "A4" |
*
* @param {Print_Paper_A4Inputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_paper_a4 = /** @type {((inputs?: Print_Paper_A4Inputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Paper_A4Inputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_print_paper_a4, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_paper_a4(inputs)
	return en_print_paper_a4(inputs)
});