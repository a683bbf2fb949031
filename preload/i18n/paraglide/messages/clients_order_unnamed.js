/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Clients_Order_UnnamedInputs */

const en_clients_order_unnamed = /** @type {(inputs: Clients_Order_UnnamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order ${i?.id}`)
};

/**
* | output |
* | --- |
* | "Order {id}" |
*
* @param {Clients_Order_UnnamedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_order_unnamed = /** @type {((inputs: Clients_Order_UnnamedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Order_UnnamedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_order_unnamed", en_clients_order_unnamed));
