/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Orders_Stored_UnreadableInputs */

const en_orders_stored_unreadable = /** @type {(inputs: Orders_Stored_UnreadableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The stored data could not be read: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "The stored data could not be read: {reason}" |
*
* @param {Orders_Stored_UnreadableInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_stored_unreadable = /** @type {((inputs: Orders_Stored_UnreadableInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Stored_UnreadableInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_stored_unreadable", en_orders_stored_unreadable));
