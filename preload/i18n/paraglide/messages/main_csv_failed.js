/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Csv_FailedInputs */

const en_main_csv_failed = /** @type {(inputs: Main_Csv_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The file could not be saved. Try another folder.`)
};

/**
* | output |
* | --- |
* | "The file could not be saved. Try another folder." |
*
* @param {Main_Csv_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_csv_failed = /** @type {((inputs?: Main_Csv_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Csv_FailedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("main_csv_failed", en_main_csv_failed));
