/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Csv_TitleInputs */

const en_main_csv_title = /** @type {(inputs: Main_Csv_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export CSV`)
};

/**
* | output |
* | --- |
* | "Export CSV" |
*
* @param {Main_Csv_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_csv_title = /** @type {((inputs?: Main_Csv_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Csv_TitleInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("main_csv_title", en_main_csv_title));
