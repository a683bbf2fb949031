/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ at: NonNullable<unknown> }} Orders_Server_Wait_Next_TryInputs */

const en_orders_server_wait_next_try = /** @type {(inputs: Orders_Server_Wait_Next_TryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The server asked to wait: next try ${i?.at}`)
};

/**
* | output |
* | --- |
* | "The server asked to wait: next try {at}" |
*
* @param {Orders_Server_Wait_Next_TryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_server_wait_next_try = /** @type {((inputs: Orders_Server_Wait_Next_TryInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Server_Wait_Next_TryInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_server_wait_next_try", en_orders_server_wait_next_try));
