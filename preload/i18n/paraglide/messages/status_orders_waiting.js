/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Status_Orders_WaitingInputs */

const en_status_orders_waiting = /** @type {(inputs: Status_Orders_WaitingInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} order waiting to be sent`);
	return /** @type {LocalizedString} */ (`${shown} orders waiting to be sent`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} order waiting to be sent" |
* | * | "{shown} orders waiting to be sent" |
*
* @param {Status_Orders_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_orders_waiting = /** @type {((inputs: Status_Orders_WaitingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Orders_WaitingInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("status_orders_waiting", en_status_orders_waiting));
