/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Orders_Item_UnnamedInputs */

const en_orders_item_unnamed = /** @type {(inputs: Orders_Item_UnnamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Item ${i?.id}`)
};

/**
* | output |
* | --- |
* | "Item {id}" |
*
* @param {Orders_Item_UnnamedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_item_unnamed = /** @type {((inputs: Orders_Item_UnnamedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Item_UnnamedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_item_unnamed", en_orders_item_unnamed));
