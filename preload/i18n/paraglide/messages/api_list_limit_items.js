/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Api_List_Limit_ItemsInputs */

const en_api_list_limit_items = /** @type {(inputs: Api_List_Limit_ItemsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} items`)
};

/**
* | output |
* | --- |
* | "{count} items" |
*
* @param {Api_List_Limit_ItemsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_list_limit_items = /** @type {((inputs: Api_List_Limit_ItemsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_List_Limit_ItemsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_list_limit_items", en_api_list_limit_items));
