/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ item: NonNullable<unknown> }} Orders_Place_ItemInputs */

const en_orders_place_item = /** @type {(inputs: Orders_Place_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Place order: ${i?.item}`)
};

/**
* | output |
* | --- |
* | "Place order: {item}" |
*
* @param {Orders_Place_ItemInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_place_item = /** @type {((inputs: Orders_Place_ItemInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Place_ItemInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_place_item", en_orders_place_item));
