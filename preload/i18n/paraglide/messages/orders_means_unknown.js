/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Means_UnknownInputs */

const en_orders_means_unknown = /** @type {(inputs: Orders_Means_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server may or may not have this order.`)
};

/**
* | output |
* | --- |
* | "The server may or may not have this order." |
*
* @param {Orders_Means_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_means_unknown = /** @type {((inputs?: Orders_Means_UnknownInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Means_UnknownInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_means_unknown", en_orders_means_unknown));
