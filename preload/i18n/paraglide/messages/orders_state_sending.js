/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_State_SendingInputs */

const en_orders_state_sending = /** @type {(inputs: Orders_State_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending`)
};

/**
* | output |
* | --- |
* | "Sending" |
*
* @param {Orders_State_SendingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_state_sending = /** @type {((inputs?: Orders_State_SendingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_State_SendingInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_state_sending", en_orders_state_sending));
