/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Api_Invalid_Page_SizeInputs */

const en_api_invalid_page_size = /** @type {(inputs: Api_Invalid_Page_SizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The page size must be between 1 and ${i?.max}.`)
};

/**
* | output |
* | --- |
* | "The page size must be between 1 and {max}." |
*
* @param {Api_Invalid_Page_SizeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_invalid_page_size = /** @type {((inputs: Api_Invalid_Page_SizeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Invalid_Page_SizeInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_invalid_page_size", en_api_invalid_page_size));
