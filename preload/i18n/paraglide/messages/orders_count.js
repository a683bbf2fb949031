/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Orders_CountInputs */

const en_orders_count = /** @type {(inputs: Orders_CountInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} order`);
	return /** @type {LocalizedString} */ (`${shown} orders`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} order" |
* | * | "{shown} orders" |
*
* @param {Orders_CountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_count = /** @type {((inputs: Orders_CountInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_CountInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_count", en_orders_count));
