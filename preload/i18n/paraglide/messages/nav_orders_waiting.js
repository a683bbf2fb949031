/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Nav_Orders_WaitingInputs */

const en_nav_orders_waiting = /** @type {(inputs: Nav_Orders_WaitingInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
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
* @param {Nav_Orders_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const nav_orders_waiting = /** @type {((inputs: Nav_Orders_WaitingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Orders_WaitingInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("nav_orders_waiting", en_nav_orders_waiting));
