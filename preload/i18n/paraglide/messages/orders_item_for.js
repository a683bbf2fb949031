/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ item: NonNullable<unknown>, worker: NonNullable<unknown> }} Orders_Item_ForInputs */

const en_orders_item_for = /** @type {(inputs: Orders_Item_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.item} for ${i?.worker}.`)
};

/**
* | output |
* | --- |
* | "{item} for {worker}." |
*
* @param {Orders_Item_ForInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_item_for = /** @type {((inputs: Orders_Item_ForInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Item_ForInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_item_for", en_orders_item_for));
