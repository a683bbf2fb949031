/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_State_ConfirmedInputs */

const en_orders_state_confirmed = /** @type {(inputs: Orders_State_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmed`)
};

/**
* | output |
* | --- |
* | "Confirmed" |
*
* @param {Orders_State_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_state_confirmed = /** @type {((inputs?: Orders_State_ConfirmedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_State_ConfirmedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_state_confirmed", en_orders_state_confirmed));
