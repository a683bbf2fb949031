/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Means_Change_DeliveredInputs */

const en_orders_means_change_delivered = /** @type {(inputs: Orders_Means_Change_DeliveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server has this change.`)
};

/**
* | output |
* | --- |
* | "The server has this change." |
*
* @param {Orders_Means_Change_DeliveredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_means_change_delivered = /** @type {((inputs?: Orders_Means_Change_DeliveredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Means_Change_DeliveredInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_means_change_delivered", en_orders_means_change_delivered));
