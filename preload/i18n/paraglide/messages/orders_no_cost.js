/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_No_CostInputs */

const en_orders_no_cost = /** @type {(inputs: Orders_No_CostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no cost`)
};

/**
* | output |
* | --- |
* | "no cost" |
*
* @param {Orders_No_CostInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_no_cost = /** @type {((inputs?: Orders_No_CostInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_No_CostInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_no_cost", en_orders_no_cost));
