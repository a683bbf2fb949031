/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown>, mb: NonNullable<unknown> }} Api_Answer_Too_LargeInputs */

const en_api_answer_too_large = /** @type {(inputs: Api_Answer_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The server's answer for ${i?.what} is larger than ${i?.mb} MB; it was not read.`)
};

/**
* | output |
* | --- |
* | "The server's answer for {what} is larger than {mb} MB; it was not read." |
*
* @param {Api_Answer_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_answer_too_large = /** @type {((inputs: Api_Answer_Too_LargeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Answer_Too_LargeInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_answer_too_large", en_api_answer_too_large));
