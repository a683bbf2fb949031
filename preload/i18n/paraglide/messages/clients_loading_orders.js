/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Loading_OrdersInputs */

const en_clients_loading_orders = /** @type {(inputs: Clients_Loading_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading orders…`)
};

/**
* | output |
* | --- |
* | "Loading orders…" |
*
* @param {Clients_Loading_OrdersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_loading_orders = /** @type {((inputs?: Clients_Loading_OrdersInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Loading_OrdersInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_loading_orders", en_clients_loading_orders));
