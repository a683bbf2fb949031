/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ at: NonNullable<unknown> }} Print_Order_PlacedInputs */

const en_print_order_placed = /** @type {(inputs: Print_Order_PlacedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Placed ${i?.at}`)
};

/**
* | output |
* | --- |
* | "Placed {at}" |
*
* @param {Print_Order_PlacedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_order_placed = /** @type {((inputs: Print_Order_PlacedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Order_PlacedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_order_placed", en_print_order_placed));
