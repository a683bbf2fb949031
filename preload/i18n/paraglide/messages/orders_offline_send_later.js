/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Offline_Send_LaterInputs */

const en_orders_offline_send_later = /** @type {(inputs: Orders_Offline_Send_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offline: the queued orders will be sent when back online, by themselves.`)
};

/**
* | output |
* | --- |
* | "Offline: the queued orders will be sent when back online, by themselves." |
*
* @param {Orders_Offline_Send_LaterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_offline_send_later = /** @type {((inputs?: Orders_Offline_Send_LaterInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Offline_Send_LaterInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_offline_send_later", en_orders_offline_send_later));
