/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ at: NonNullable<unknown>, by: NonNullable<unknown> }} Orders_Clock_BehindInputs */

const en_orders_clock_behind = /** @type {(inputs: Orders_Clock_BehindInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.at} by the server's clock, which is about ${i?.by} behind this computer's`)
};

/**
* | output |
* | --- |
* | "{at} by the server's clock, which is about {by} behind this computer's" |
*
* @param {Orders_Clock_BehindInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_clock_behind = /** @type {((inputs: Orders_Clock_BehindInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Clock_BehindInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_clock_behind", en_orders_clock_behind));
