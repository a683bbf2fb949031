/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Orders_Count_WaitingInputs */

const en_orders_count_waiting = /** @type {(inputs: Orders_Count_WaitingInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} waiting to be sent`);
	return /** @type {LocalizedString} */ (`${shown} waiting to be sent`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} waiting to be sent" |
* | * | "{shown} waiting to be sent" |
*
* @param {Orders_Count_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_count_waiting = /** @type {((inputs: Orders_Count_WaitingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Count_WaitingInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_count_waiting", en_orders_count_waiting));
