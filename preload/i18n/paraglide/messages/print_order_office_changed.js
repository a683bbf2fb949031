/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ at: NonNullable<unknown> }} Print_Order_Office_ChangedInputs */

const en_print_order_office_changed = /** @type {(inputs: Print_Order_Office_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Office changed ${i?.at}`)
};

/**
* | output |
* | --- |
* | "Office changed {at}" |
*
* @param {Print_Order_Office_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_order_office_changed = /** @type {((inputs: Print_Order_Office_ChangedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Order_Office_ChangedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_order_office_changed", en_print_order_office_changed));
