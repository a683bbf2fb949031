/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Keep_ItInputs */

const en_orders_keep_it = /** @type {(inputs: Orders_Keep_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep it`)
};

/**
* | output |
* | --- |
* | "Keep it" |
*
* @param {Orders_Keep_ItInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_keep_it = /** @type {((inputs?: Orders_Keep_ItInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Keep_ItInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_keep_it", en_orders_keep_it));
