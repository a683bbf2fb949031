/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Api_What_New_OrderInputs */

const en_api_what_new_order = /** @type {(inputs: Api_What_New_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the order for worker ${i?.id}`)
};

/**
* | output |
* | --- |
* | "the order for worker {id}" |
*
* @param {Api_What_New_OrderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_what_new_order = /** @type {((inputs: Api_What_New_OrderInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_What_New_OrderInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_what_new_order", en_api_what_new_order));
