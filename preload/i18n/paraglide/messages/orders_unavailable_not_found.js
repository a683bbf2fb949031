/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Unavailable_Not_FoundInputs */

const en_orders_unavailable_not_found = /** @type {(inputs: Orders_Unavailable_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server does not know this order any more, so its progress cannot be read.`)
};

/**
* | output |
* | --- |
* | "The server does not know this order any more, so its progress cannot be read." |
*
* @param {Orders_Unavailable_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_unavailable_not_found = /** @type {((inputs?: Orders_Unavailable_Not_FoundInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Unavailable_Not_FoundInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_unavailable_not_found", en_orders_unavailable_not_found));
