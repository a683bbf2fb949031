/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ at: NonNullable<unknown>, by: NonNullable<unknown> }} Orders_Clock_AheadInputs */

const en_orders_clock_ahead = /** @type {(inputs: Orders_Clock_AheadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.at} by the server's clock, which is about ${i?.by} ahead of this computer's`)
};

/**
* | output |
* | --- |
* | "{at} by the server's clock, which is about {by} ahead of this computer's" |
*
* @param {Orders_Clock_AheadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_clock_ahead = /** @type {((inputs: Orders_Clock_AheadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Clock_AheadInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_clock_ahead", en_orders_clock_ahead));
