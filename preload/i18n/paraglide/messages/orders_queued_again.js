/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown> }} Orders_Queued_AgainInputs */

const en_orders_queued_again = /** @type {(inputs: Orders_Queued_AgainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Queued again: ${i?.what}`)
};

/**
* | output |
* | --- |
* | "Queued again: {what}" |
*
* @param {Orders_Queued_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_queued_again = /** @type {((inputs: Orders_Queued_AgainInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Queued_AgainInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_queued_again", en_orders_queued_again));
