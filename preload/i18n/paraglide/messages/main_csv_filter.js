/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Csv_FilterInputs */

const en_main_csv_filter = /** @type {(inputs: Main_Csv_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CSV (comma-separated values)`)
};

const es_main_csv_filter = /** @type {(inputs: Main_Csv_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CSV (valores separados por comas)`)
};

/**
* | output |
* | --- |
* | "CSV (comma-separated values)" |
*
* @param {Main_Csv_FilterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_csv_filter = /** @type {((inputs?: Main_Csv_FilterInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Csv_FilterInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_main_csv_filter, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_csv_filter(inputs)
	return en_main_csv_filter(inputs)
});