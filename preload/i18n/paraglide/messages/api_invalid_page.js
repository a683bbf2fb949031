/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Invalid_PageInputs */

const en_api_invalid_page = /** @type {(inputs: Api_Invalid_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The page number must be 1 or more.`)
};

/**
* | output |
* | --- |
* | "The page number must be 1 or more." |
*
* @param {Api_Invalid_PageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_invalid_page = /** @type {((inputs?: Api_Invalid_PageInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Invalid_PageInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_invalid_page", en_api_invalid_page));
