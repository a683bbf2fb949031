/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Search_ExampleInputs */

const en_orders_search_example = /** @type {(inputs: Orders_Search_ExampleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. jacket`)
};

/**
* | output |
* | --- |
* | "e.g. jacket" |
*
* @param {Orders_Search_ExampleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_search_example = /** @type {((inputs?: Orders_Search_ExampleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Search_ExampleInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_search_example", en_orders_search_example));
