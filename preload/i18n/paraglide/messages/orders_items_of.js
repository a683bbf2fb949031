/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ shown: NonNullable<unknown>, total: NonNullable<unknown> }} Orders_Items_OfInputs */

const en_orders_items_of = /** @type {(inputs: Orders_Items_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.shown} of ${i?.total} items`)
};

/**
* | output |
* | --- |
* | "{shown} of {total} items" |
*
* @param {Orders_Items_OfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_items_of = /** @type {((inputs: Orders_Items_OfInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Items_OfInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_items_of", en_orders_items_of));
