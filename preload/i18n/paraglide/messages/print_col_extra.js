/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Col_ExtraInputs */

const en_print_col_extra = /** @type {(inputs: Print_Col_ExtraInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extra`)
};

const es_print_col_extra = /** @type {(inputs: Print_Col_ExtraInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De más`)
};

/**
* | output |
* | --- |
* | "Extra" |
*
* @param {Print_Col_ExtraInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_col_extra = /** @type {((inputs?: Print_Col_ExtraInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Col_ExtraInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_print_col_extra, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_col_extra(inputs)
	return en_print_col_extra(inputs)
});