/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown> }} Orders_DiscardedInputs */

const en_orders_discarded = /** @type {(inputs: Orders_DiscardedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Discarded: ${i?.what}`)
};

/**
* | output |
* | --- |
* | "Discarded: {what}" |
*
* @param {Orders_DiscardedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_discarded = /** @type {((inputs: Orders_DiscardedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_DiscardedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_discarded", en_orders_discarded));
