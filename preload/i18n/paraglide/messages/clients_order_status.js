/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown>, status: NonNullable<unknown> }} Clients_Order_StatusInputs */

const en_clients_order_status = /** @type {(inputs: Clients_Order_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order ${i?.id}; ${i?.status}`)
};

/**
* | output |
* | --- |
* | "Order {id}; {status}" |
*
* @param {Clients_Order_StatusInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_order_status = /** @type {((inputs: Clients_Order_StatusInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Order_StatusInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_order_status", en_clients_order_status));
