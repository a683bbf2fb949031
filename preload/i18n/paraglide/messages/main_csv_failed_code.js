/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Main_Csv_Failed_CodeInputs */

const en_main_csv_failed_code = /** @type {(inputs: Main_Csv_Failed_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The file could not be saved (${i?.code}). Try another folder.`)
};

/**
* | output |
* | --- |
* | "The file could not be saved ({code}). Try another folder." |
*
* @param {Main_Csv_Failed_CodeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_csv_failed_code = /** @type {((inputs: Main_Csv_Failed_CodeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Csv_Failed_CodeInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("main_csv_failed_code", en_main_csv_failed_code));
