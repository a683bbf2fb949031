/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Server_ConfirmedInputs */

const en_orders_server_confirmed = /** @type {(inputs: Orders_Server_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmed by the server`)
};

/**
* | output |
* | --- |
* | "Confirmed by the server" |
*
* @param {Orders_Server_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_server_confirmed = /** @type {((inputs?: Orders_Server_ConfirmedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Server_ConfirmedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_server_confirmed", en_orders_server_confirmed));
