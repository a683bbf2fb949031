/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown>, path: NonNullable<unknown> }} Toast_Saved_CsvInputs */

const en_toast_saved_csv = /** @type {(inputs: Toast_Saved_CsvInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saved ${i?.what} to ${i?.path}`)
};

const es_toast_saved_csv = /** @type {(inputs: Toast_Saved_CsvInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se guardó ${i?.what} en ${i?.path}`)
};

/**
* | output |
* | --- |
* | "Saved {what} to {path}" |
*
* @param {Toast_Saved_CsvInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const toast_saved_csv = /** @type {((inputs: Toast_Saved_CsvInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Saved_CsvInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_toast_saved_csv, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_toast_saved_csv(inputs)
	return en_toast_saved_csv(inputs)
});