/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ page: NonNullable<unknown>, what: NonNullable<unknown> }} Api_List_Page_AgainInputs */

const en_api_list_page_again = /** @type {(inputs: Api_List_Page_AgainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The server sent page ${i?.page} of ${i?.what} again; stopped rather than loop. Try again later.`)
};

/**
* | output |
* | --- |
* | "The server sent page {page} of {what} again; stopped rather than loop. Try again later." |
*
* @param {Api_List_Page_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_list_page_again = /** @type {((inputs: Api_List_Page_AgainInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_List_Page_AgainInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_list_page_again", en_api_list_page_again));
