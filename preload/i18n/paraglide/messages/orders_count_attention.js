/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Orders_Count_AttentionInputs */

const en_orders_count_attention = /** @type {(inputs: Orders_Count_AttentionInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
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
* @param {Orders_Count_AttentionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_count_attention = /** @type {((inputs: Orders_Count_AttentionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Count_AttentionInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_count_attention", en_orders_count_attention));
