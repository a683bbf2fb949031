/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Orders_Office_OrderInputs */

const en_orders_office_order = /** @type {(inputs: Orders_Office_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order ${i?.id} at the office`)
};

/**
* | output |
* | --- |
* | "Order {id} at the office" |
*
* @param {Orders_Office_OrderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_office_order = /** @type {((inputs: Orders_Office_OrderInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Office_OrderInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_office_order", en_orders_office_order));
