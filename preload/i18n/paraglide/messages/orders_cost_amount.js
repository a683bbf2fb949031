/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Orders_Cost_AmountInputs */

const en_orders_cost_amount = /** @type {(inputs: Orders_Cost_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`cost ${i?.amount}`)
};

/**
* | output |
* | --- |
* | "cost {amount}" |
*
* @param {Orders_Cost_AmountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_cost_amount = /** @type {((inputs: Orders_Cost_AmountInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Cost_AmountInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_cost_amount", en_orders_cost_amount));
