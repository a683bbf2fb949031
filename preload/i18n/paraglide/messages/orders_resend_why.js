/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Resend_WhyInputs */

const en_orders_resend_why = /** @type {(inputs: Orders_Resend_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The connection broke while this order was being sent, so the server may already have it.`)
};

/**
* | output |
* | --- |
* | "The connection broke while this order was being sent, so the server may already have it." |
*
* @param {Orders_Resend_WhyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_resend_why = /** @type {((inputs?: Orders_Resend_WhyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Resend_WhyInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_resend_why", en_orders_resend_why));
