/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Item_LegendInputs */

const en_orders_item_legend = /** @type {(inputs: Orders_Item_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Item`)
};

/**
* | output |
* | --- |
* | "Item" |
*
* @param {Orders_Item_LegendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_item_legend = /** @type {((inputs?: Orders_Item_LegendInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Item_LegendInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_item_legend", en_orders_item_legend));
