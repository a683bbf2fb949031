/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Orders_Offline_QueuedInputs */

const en_orders_offline_queued = /** @type {(inputs: Orders_Offline_QueuedInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Offline: ${shown} queued order is sent when back online.`);
	return /** @type {LocalizedString} */ (`Offline: ${shown} queued orders are sent when back online.`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "Offline: {shown} queued order is sent when back online." |
* | * | "Offline: {shown} queued orders are sent when back online." |
*
* @param {Orders_Offline_QueuedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_offline_queued = /** @type {((inputs: Orders_Offline_QueuedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Offline_QueuedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_offline_queued", en_orders_offline_queued));
