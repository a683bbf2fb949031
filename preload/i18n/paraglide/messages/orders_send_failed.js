/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Send_FailedInputs */

const en_orders_send_failed = /** @type {(inputs: Orders_Send_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not send`)
};

/**
* | output |
* | --- |
* | "Could not send" |
*
* @param {Orders_Send_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_send_failed = /** @type {((inputs?: Orders_Send_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Send_FailedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_send_failed", en_orders_send_failed));
