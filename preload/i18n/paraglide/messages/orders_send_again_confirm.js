/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Send_Again_ConfirmInputs */

const en_orders_send_again_confirm = /** @type {(inputs: Orders_Send_Again_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send again…`)
};

/**
* | output |
* | --- |
* | "Send again…" |
*
* @param {Orders_Send_Again_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_send_again_confirm = /** @type {((inputs?: Orders_Send_Again_ConfirmInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Send_Again_ConfirmInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_send_again_confirm", en_orders_send_again_confirm));
