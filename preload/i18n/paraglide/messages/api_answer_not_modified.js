/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown> }} Api_Answer_Not_ModifiedInputs */

const en_api_answer_not_modified = /** @type {(inputs: Api_Answer_Not_ModifiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The server answered ${i?.what} with "not modified" to a request that asked for the full answer; nothing was stored.`)
};

/**
* | output |
* | --- |
* | "The server answered {what} with \"not modified\" to a request that asked for the full answer; nothing was stored." |
*
* @param {Api_Answer_Not_ModifiedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_answer_not_modified = /** @type {((inputs: Api_Answer_Not_ModifiedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Answer_Not_ModifiedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_answer_not_modified", en_api_answer_not_modified));
