/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Col_SignatureInputs */

const en_print_col_signature = /** @type {(inputs: Print_Col_SignatureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signature`)
};

const es_print_col_signature = /** @type {(inputs: Print_Col_SignatureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Firma`)
};

/**
* | output |
* | --- |
* | "Signature" |
*
* @param {Print_Col_SignatureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_col_signature = /** @type {((inputs?: Print_Col_SignatureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Col_SignatureInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_print_col_signature, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_col_signature(inputs)
	return en_print_col_signature(inputs)
});