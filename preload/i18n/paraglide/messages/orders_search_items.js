/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Search_ItemsInputs */

const en_orders_search_items = /** @type {(inputs: Orders_Search_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search items`)
};

/**
* | output |
* | --- |
* | "Search items" |
*
* @param {Orders_Search_ItemsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_search_items = /** @type {((inputs?: Orders_Search_ItemsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Search_ItemsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_search_items", en_orders_search_items));
