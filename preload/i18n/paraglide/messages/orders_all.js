/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_AllInputs */

const en_orders_all = /** @type {(inputs: Orders_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All orders`)
};

/**
* | output |
* | --- |
* | "All orders" |
*
* @param {Orders_AllInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_all = /** @type {((inputs?: Orders_AllInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_AllInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_all", en_orders_all));
