/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Orders_Send_Now_CountInputs */

const en_orders_send_now_count = /** @type {(inputs: Orders_Send_Now_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Send now (${i?.count})`)
};

/**
* | output |
* | --- |
* | "Send now ({count})" |
*
* @param {Orders_Send_Now_CountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_send_now_count = /** @type {((inputs: Orders_Send_Now_CountInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Send_Now_CountInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_send_now_count", en_orders_send_now_count));
