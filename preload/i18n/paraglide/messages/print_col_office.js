/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Col_OfficeInputs */

const en_print_col_office = /** @type {(inputs: Print_Col_OfficeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Office`)
};

const es_print_col_office = /** @type {(inputs: Print_Col_OfficeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oficina`)
};

/**
* | output |
* | --- |
* | "Office" |
*
* @param {Print_Col_OfficeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_col_office = /** @type {((inputs?: Print_Col_OfficeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Col_OfficeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_print_col_office, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_col_office(inputs)
	return en_print_col_office(inputs)
});