/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown> }} Api_Answer_Not_JsonInputs */

const en_api_answer_not_json = /** @type {(inputs: Api_Answer_Not_JsonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The server's answer for ${i?.what} is not valid JSON (it may have been cut off).`)
};

/**
* | output |
* | --- |
* | "The server's answer for {what} is not valid JSON (it may have been cut off)." |
*
* @param {Api_Answer_Not_JsonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_answer_not_json = /** @type {((inputs: Api_Answer_Not_JsonInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Answer_Not_JsonInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_answer_not_json", en_api_answer_not_json));
