/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Resend_FailedInputs */

const en_orders_resend_failed = /** @type {(inputs: Orders_Resend_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not queued again`)
};

/**
* | output |
* | --- |
* | "Not queued again" |
*
* @param {Orders_Resend_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_resend_failed = /** @type {((inputs?: Orders_Resend_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Resend_FailedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_resend_failed", en_orders_resend_failed));
