/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown>, issues: NonNullable<unknown> }} Api_Answer_Bad_ShapeInputs */

const en_api_answer_bad_shape = /** @type {(inputs: Api_Answer_Bad_ShapeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The server's answer for ${i?.what} has an unexpected shape (${i?.issues}).`)
};

/**
* | output |
* | --- |
* | "The server's answer for {what} has an unexpected shape ({issues})." |
*
* @param {Api_Answer_Bad_ShapeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_answer_bad_shape = /** @type {((inputs: Api_Answer_Bad_ShapeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Answer_Bad_ShapeInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_answer_bad_shape", en_api_answer_bad_shape));
