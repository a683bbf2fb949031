/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Scroll_MoreInputs */

const en_orders_scroll_more = /** @type {(inputs: Orders_Scroll_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`scroll for more`)
};

/**
* | output |
* | --- |
* | "scroll for more" |
*
* @param {Orders_Scroll_MoreInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_scroll_more = /** @type {((inputs?: Orders_Scroll_MoreInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Scroll_MoreInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_scroll_more", en_orders_scroll_more));
