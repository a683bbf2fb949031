/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ said: NonNullable<unknown> }} Orders_Last_TryInputs */

const en_orders_last_try = /** @type {(inputs: Orders_Last_TryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Last try: ${i?.said}`)
};

/**
* | output |
* | --- |
* | "Last try: {said}" |
*
* @param {Orders_Last_TryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_last_try = /** @type {((inputs: Orders_Last_TryInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Last_TryInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_last_try", en_orders_last_try));
