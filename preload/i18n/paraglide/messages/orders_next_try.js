/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ at: NonNullable<unknown> }} Orders_Next_TryInputs */

const en_orders_next_try = /** @type {(inputs: Orders_Next_TryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Next try ${i?.at}`)
};

/**
* | output |
* | --- |
* | "Next try {at}" |
*
* @param {Orders_Next_TryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_next_try = /** @type {((inputs: Orders_Next_TryInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Next_TryInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_next_try", en_orders_next_try));
