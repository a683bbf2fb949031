/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ at: NonNullable<unknown> }} Orders_Marked_Placed_AtInputs */

const en_orders_marked_placed_at = /** @type {(inputs: Orders_Marked_Placed_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Marked placed by you ${i?.at}`)
};

/**
* | output |
* | --- |
* | "Marked placed by you {at}" |
*
* @param {Orders_Marked_Placed_AtInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_marked_placed_at = /** @type {((inputs: Orders_Marked_Placed_AtInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Marked_Placed_AtInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_marked_placed_at", en_orders_marked_placed_at));
