/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Status_Orders_Also_WaitingInputs */

const en_status_orders_also_waiting = /** @type {(inputs: Status_Orders_Also_WaitingInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} waiting`);
	return /** @type {LocalizedString} */ (`${shown} waiting`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} waiting" |
* | * | "{shown} waiting" |
*
* @param {Status_Orders_Also_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_orders_also_waiting = /** @type {((inputs: Status_Orders_Also_WaitingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Orders_Also_WaitingInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("status_orders_also_waiting", en_status_orders_also_waiting));
