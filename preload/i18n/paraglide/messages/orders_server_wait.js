/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ at: NonNullable<unknown> }} Orders_Server_WaitInputs */

const en_orders_server_wait = /** @type {(inputs: Orders_Server_WaitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The server asked to wait: next automatic try ${i?.at}.`)
};

/**
* | output |
* | --- |
* | "The server asked to wait: next automatic try {at}." |
*
* @param {Orders_Server_WaitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_server_wait = /** @type {((inputs: Orders_Server_WaitInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Server_WaitInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_server_wait", en_orders_server_wait));
