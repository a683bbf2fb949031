/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_No_SheetInputs */

const en_print_no_sheet = /** @type {(inputs: Print_No_SheetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This address names no sheet.`)
};

const es_print_no_sheet = /** @type {(inputs: Print_No_SheetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta dirección no nombra ninguna hoja.`)
};

/**
* | output |
* | --- |
* | "This address names no sheet." |
*
* @param {Print_No_SheetInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_no_sheet = /** @type {((inputs?: Print_No_SheetInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_No_SheetInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_print_no_sheet, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_no_sheet(inputs)
	return en_print_no_sheet(inputs)
});