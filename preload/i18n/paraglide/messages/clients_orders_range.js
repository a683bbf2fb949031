/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, first: NonNullable<unknown>, last: NonNullable<unknown>, page: NonNullable<unknown>, pages: NonNullable<unknown> }} Clients_Orders_RangeInputs */

const en_clients_orders_range = /** @type {(inputs: Clients_Orders_RangeInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.first}–${i?.last} of ${shown} order · page ${i?.page} of ${i?.pages}`);
	return /** @type {LocalizedString} */ (`${i?.first}–${i?.last} of ${shown} orders · page ${i?.page} of ${i?.pages}`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{first}–{last} of {shown} order · page {page} of {pages}" |
* | * | "{first}–{last} of {shown} orders · page {page} of {pages}" |
*
* @param {Clients_Orders_RangeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_orders_range = /** @type {((inputs: Clients_Orders_RangeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Orders_RangeInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_orders_range", en_clients_orders_range));
