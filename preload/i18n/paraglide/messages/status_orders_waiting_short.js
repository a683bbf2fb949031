/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Status_Orders_Waiting_ShortInputs */

const en_status_orders_waiting_short = /** @type {(inputs: Status_Orders_Waiting_ShortInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} order waiting`);
	return /** @type {LocalizedString} */ (`${shown} orders waiting`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} order waiting" |
* | * | "{shown} orders waiting" |
*
* @param {Status_Orders_Waiting_ShortInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_orders_waiting_short = /** @type {((inputs: Status_Orders_Waiting_ShortInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Orders_Waiting_ShortInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("status_orders_waiting_short", en_status_orders_waiting_short));
