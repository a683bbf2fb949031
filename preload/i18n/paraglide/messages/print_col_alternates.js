/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Col_AlternatesInputs */

const en_print_col_alternates = /** @type {(inputs: Print_Col_AlternatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alternates`)
};

const es_print_col_alternates = /** @type {(inputs: Print_Col_AlternatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suplentes`)
};

/**
* | output |
* | --- |
* | "Alternates" |
*
* @param {Print_Col_AlternatesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_col_alternates = /** @type {((inputs?: Print_Col_AlternatesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Col_AlternatesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_print_col_alternates, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_col_alternates(inputs)
	return en_print_col_alternates(inputs)
});