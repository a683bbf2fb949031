/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown> }} Api_Answer_EmptyInputs */

const en_api_answer_empty = /** @type {(inputs: Api_Answer_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The server sent an empty answer for ${i?.what}.`)
};

/**
* | output |
* | --- |
* | "The server sent an empty answer for {what}." |
*
* @param {Api_Answer_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_answer_empty = /** @type {((inputs: Api_Answer_EmptyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Answer_EmptyInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_answer_empty", en_api_answer_empty));
