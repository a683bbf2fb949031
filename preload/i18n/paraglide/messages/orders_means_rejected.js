/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Means_RejectedInputs */

const en_orders_means_rejected = /** @type {(inputs: Orders_Means_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server refused this order.`)
};

/**
* | output |
* | --- |
* | "The server refused this order." |
*
* @param {Orders_Means_RejectedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_means_rejected = /** @type {((inputs?: Orders_Means_RejectedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Means_RejectedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_means_rejected", en_orders_means_rejected));
