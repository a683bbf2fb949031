/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown> }} Orders_Marked_PlacedInputs */

const en_orders_marked_placed = /** @type {(inputs: Orders_Marked_PlacedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Marked as placed: ${i?.what}`)
};

/**
* | output |
* | --- |
* | "Marked as placed: {what}" |
*
* @param {Orders_Marked_PlacedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_marked_placed = /** @type {((inputs: Orders_Marked_PlacedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Marked_PlacedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_marked_placed", en_orders_marked_placed));
