/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Print_Orders_Worker_OrdersInputs */

const en_print_orders_worker_orders = /** @type {(inputs: Print_Orders_Worker_OrdersInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} worker order`);
	return /** @type {LocalizedString} */ (`${i?.count} worker orders`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{count} worker order" |
* | * | "{count} worker orders" |
*
* @param {Print_Orders_Worker_OrdersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_orders_worker_orders = /** @type {((inputs: Print_Orders_Worker_OrdersInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Orders_Worker_OrdersInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_orders_worker_orders", en_print_orders_worker_orders));
