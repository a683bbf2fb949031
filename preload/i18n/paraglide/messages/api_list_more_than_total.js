/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown>, total: NonNullable<unknown> }} Api_List_More_Than_TotalInputs */

const en_api_list_more_than_total = /** @type {(inputs: Api_List_More_Than_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The server sent more of ${i?.what} than the ${i?.total} it said it has; stopped rather than loop. Try again later.`)
};

/**
* | output |
* | --- |
* | "The server sent more of {what} than the {total} it said it has; stopped rather than loop. Try again later." |
*
* @param {Api_List_More_Than_TotalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_list_more_than_total = /** @type {((inputs: Api_List_More_Than_TotalInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_List_More_Than_TotalInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_list_more_than_total", en_api_list_more_than_total));
