/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Nav_Orders_AttentionInputs */

const en_nav_orders_attention = /** @type {(inputs: Nav_Orders_AttentionInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} needs attention`);
	return /** @type {LocalizedString} */ (`${shown} need attention`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} needs attention" |
* | * | "{shown} need attention" |
*
* @param {Nav_Orders_AttentionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const nav_orders_attention = /** @type {((inputs: Nav_Orders_AttentionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Orders_AttentionInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("nav_orders_attention", en_nav_orders_attention));
