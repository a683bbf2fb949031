/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ got: NonNullable<unknown>, asked: NonNullable<unknown> }} Api_Answer_Other_OrderInputs */

const en_api_answer_other_order = /** @type {(inputs: Api_Answer_Other_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The server answered with order ${i?.got} instead of order ${i?.asked}; it was not taken.`)
};

/**
* | output |
* | --- |
* | "The server answered with order {got} instead of order {asked}; it was not taken." |
*
* @param {Api_Answer_Other_OrderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_answer_other_order = /** @type {((inputs: Api_Answer_Other_OrderInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Answer_Other_OrderInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_answer_other_order", en_api_answer_other_order));
