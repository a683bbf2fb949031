/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Status_Orders_AttentionInputs */

const en_status_orders_attention = /** @type {(inputs: Status_Orders_AttentionInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} order needs attention`);
	return /** @type {LocalizedString} */ (`${shown} orders need attention`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} order needs attention" |
* | * | "{shown} orders need attention" |
*
* @param {Status_Orders_AttentionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_orders_attention = /** @type {((inputs: Status_Orders_AttentionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Orders_AttentionInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("status_orders_attention", en_status_orders_attention));
