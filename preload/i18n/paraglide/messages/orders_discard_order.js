/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Discard_OrderInputs */

const en_orders_discard_order = /** @type {(inputs: Orders_Discard_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discard order`)
};

/**
* | output |
* | --- |
* | "Discard order" |
*
* @param {Orders_Discard_OrderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_discard_order = /** @type {((inputs?: Orders_Discard_OrderInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Discard_OrderInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_discard_order", en_orders_discard_order));
