/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Means_CompletedInputs */

const en_orders_means_completed = /** @type {(inputs: Orders_Means_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The office completed this order.`)
};

/**
* | output |
* | --- |
* | "The office completed this order." |
*
* @param {Orders_Means_CompletedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_means_completed = /** @type {((inputs?: Orders_Means_CompletedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Means_CompletedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_means_completed", en_orders_means_completed));
