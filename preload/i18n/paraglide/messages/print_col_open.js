/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Col_OpenInputs */

const en_print_col_open = /** @type {(inputs: Print_Col_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open`)
};

const es_print_col_open = /** @type {(inputs: Print_Col_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Libres`)
};

/**
* | output |
* | --- |
* | "Open" |
*
* @param {Print_Col_OpenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_col_open = /** @type {((inputs?: Print_Col_OpenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Col_OpenInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_print_col_open, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_col_open(inputs)
	return en_print_col_open(inputs)
});