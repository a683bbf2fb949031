/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Csv_FilterInputs */

const en_main_csv_filter = /** @type {(inputs: Main_Csv_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CSV (comma-separated values)`)
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
export const main_csv_filter = /** @type {((inputs?: Main_Csv_FilterInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Csv_FilterInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("main_csv_filter", en_main_csv_filter));
