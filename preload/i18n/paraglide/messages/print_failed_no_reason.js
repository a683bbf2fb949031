/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Failed_No_ReasonInputs */

const en_print_failed_no_reason = /** @type {(inputs: Print_Failed_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the print system gave no reason`)
};

const es_print_failed_no_reason = /** @type {(inputs: Print_Failed_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el sistema de impresión no dio ningún motivo`)
};

/**
* | output |
* | --- |
* | "the print system gave no reason" |
*
* @param {Print_Failed_No_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_failed_no_reason = /** @type {((inputs?: Print_Failed_No_ReasonInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Failed_No_ReasonInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_print_failed_no_reason, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_failed_no_reason(inputs)
	return en_print_failed_no_reason(inputs)
});