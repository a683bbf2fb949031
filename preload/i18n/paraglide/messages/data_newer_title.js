/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Data_Newer_TitleInputs */

const en_data_newer_title = /** @type {(inputs: Data_Newer_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This data is from a newer version`)
};

/**
* | output |
* | --- |
* | "This data is from a newer version" |
*
* @param {Data_Newer_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const data_newer_title = /** @type {((inputs?: Data_Newer_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Data_Newer_TitleInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("data_newer_title", en_data_newer_title));
