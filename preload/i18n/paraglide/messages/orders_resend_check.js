/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ item: NonNullable<unknown>, worker: NonNullable<unknown>, at: NonNullable<unknown> }} Orders_Resend_CheckInputs */

const en_orders_resend_check = /** @type {(inputs: Orders_Resend_CheckInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`First check the office dashboard for ${i?.item} for ${i?.worker} around ${i?.at}. If it is there, choose “Mark as placed” instead.`)
};

/**
* | output |
* | --- |
* | "First check the office dashboard for {item} for {worker} around {at}. If it is there, choose “Mark as placed” instead." |
*
* @param {Orders_Resend_CheckInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_resend_check = /** @type {((inputs: Orders_Resend_CheckInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Resend_CheckInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_resend_check", en_orders_resend_check));
