/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Orders_ItemsInputs */

const en_orders_items = /** @type {(inputs: Orders_ItemsInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} item`);
	return /** @type {LocalizedString} */ (`${shown} items`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} item" |
* | * | "{shown} items" |
*
* @param {Orders_ItemsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_items = /** @type {((inputs: Orders_ItemsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_ItemsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_items", en_orders_items));
