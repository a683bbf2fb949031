/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Means_DeliveredInputs */

const en_orders_means_delivered = /** @type {(inputs: Orders_Means_DeliveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server has this order.`)
};

/**
* | output |
* | --- |
* | "The server has this order." |
*
* @param {Orders_Means_DeliveredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_means_delivered = /** @type {((inputs?: Orders_Means_DeliveredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Means_DeliveredInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_means_delivered", en_orders_means_delivered));
