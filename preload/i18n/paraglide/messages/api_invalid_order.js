/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ issue: NonNullable<unknown> }} Api_Invalid_OrderInputs */

const en_api_invalid_order = /** @type {(inputs: Api_Invalid_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`An order needs the orderable id and the worker's personnel id: ${i?.issue}.`)
};

/**
* | output |
* | --- |
* | "An order needs the orderable id and the worker's personnel id: {issue}." |
*
* @param {Api_Invalid_OrderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_invalid_order = /** @type {((inputs: Api_Invalid_OrderInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Invalid_OrderInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_invalid_order", en_api_invalid_order));
