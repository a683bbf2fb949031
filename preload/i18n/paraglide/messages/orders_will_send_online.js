/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Will_Send_OnlineInputs */

const en_orders_will_send_online = /** @type {(inputs: Orders_Will_Send_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Will be sent when back online.`)
};

/**
* | output |
* | --- |
* | "Will be sent when back online." |
*
* @param {Orders_Will_Send_OnlineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_will_send_online = /** @type {((inputs?: Orders_Will_Send_OnlineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Will_Send_OnlineInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_will_send_online", en_orders_will_send_online));
