/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ attention: NonNullable<unknown>, waiting: NonNullable<unknown> }} Status_Orders_BothInputs */

const en_status_orders_both = /** @type {(inputs: Status_Orders_BothInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.attention}, ${i?.waiting}`)
};

/**
* | output |
* | --- |
* | "{attention}, {waiting}" |
*
* @param {Status_Orders_BothInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_orders_both = /** @type {((inputs: Status_Orders_BothInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Orders_BothInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("status_orders_both", en_status_orders_both));
