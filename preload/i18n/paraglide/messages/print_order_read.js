/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ at: NonNullable<unknown> }} Print_Order_ReadInputs */

const en_print_order_read = /** @type {(inputs: Print_Order_ReadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Read ${i?.at}`)
};

/**
* | output |
* | --- |
* | "Read {at}" |
*
* @param {Print_Order_ReadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_order_read = /** @type {((inputs: Print_Order_ReadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Order_ReadInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_order_read", en_print_order_read));
