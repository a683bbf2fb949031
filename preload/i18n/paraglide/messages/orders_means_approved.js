/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Means_ApprovedInputs */

const en_orders_means_approved = /** @type {(inputs: Orders_Means_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The office approved this order.`)
};

/**
* | output |
* | --- |
* | "The office approved this order." |
*
* @param {Orders_Means_ApprovedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_means_approved = /** @type {((inputs?: Orders_Means_ApprovedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Means_ApprovedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_means_approved", en_orders_means_approved));
