/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Means_Change_RejectedInputs */

const en_orders_means_change_rejected = /** @type {(inputs: Orders_Means_Change_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server refused this change.`)
};

/**
* | output |
* | --- |
* | "The server refused this change." |
*
* @param {Orders_Means_Change_RejectedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_means_change_rejected = /** @type {((inputs?: Orders_Means_Change_RejectedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Means_Change_RejectedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_means_change_rejected", en_orders_means_change_rejected));
