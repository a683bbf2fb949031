/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown> }} Api_Answer_Web_PageInputs */

const en_api_answer_web_page = /** @type {(inputs: Api_Answer_Web_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The server answered ${i?.what} with a web page instead of data. Is the base URL right?`)
};

/**
* | output |
* | --- |
* | "The server answered {what} with a web page instead of data. Is the base URL right?" |
*
* @param {Api_Answer_Web_PageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_answer_web_page = /** @type {((inputs: Api_Answer_Web_PageInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Answer_Web_PageInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_answer_web_page", en_api_answer_web_page));
