/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Send_NowInputs */

const en_orders_send_now = /** @type {(inputs: Orders_Send_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send now`)
};

/**
* | output |
* | --- |
* | "Send now" |
*
* @param {Orders_Send_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_send_now = /** @type {((inputs?: Orders_Send_NowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Send_NowInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_send_now", en_orders_send_now));
