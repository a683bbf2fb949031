/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ limit: NonNullable<unknown>, what: NonNullable<unknown> }} Api_List_Too_BigInputs */

const en_api_list_too_big = /** @type {(inputs: Api_List_Too_BigInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The server sent more than ${i?.limit} for ${i?.what}; stopped rather than read on. Try again later.`)
};

/**
* | output |
* | --- |
* | "The server sent more than {limit} for {what}; stopped rather than read on. Try again later." |
*
* @param {Api_List_Too_BigInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_list_too_big = /** @type {((inputs: Api_List_Too_BigInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_List_Too_BigInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_list_too_big", en_api_list_too_big));
