/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Send_AgainInputs */

const en_orders_send_again = /** @type {(inputs: Orders_Send_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send again`)
};

/**
* | output |
* | --- |
* | "Send again" |
*
* @param {Orders_Send_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_send_again = /** @type {((inputs?: Orders_Send_AgainInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Send_AgainInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_send_again", en_orders_send_again));
