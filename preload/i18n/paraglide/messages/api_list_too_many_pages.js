/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown>, pages: NonNullable<unknown> }} Api_List_Too_Many_PagesInputs */

const en_api_list_too_many_pages = /** @type {(inputs: Api_List_Too_Many_PagesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The server did not end ${i?.what} after ${i?.pages} pages; stopped rather than loop. Try again later.`)
};

/**
* | output |
* | --- |
* | "The server did not end {what} after {pages} pages; stopped rather than loop. Try again later." |
*
* @param {Api_List_Too_Many_PagesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_list_too_many_pages = /** @type {((inputs: Api_List_Too_Many_PagesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_List_Too_Many_PagesInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_list_too_many_pages", en_api_list_too_many_pages));
