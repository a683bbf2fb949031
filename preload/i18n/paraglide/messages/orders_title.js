/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_TitleInputs */

const en_orders_title = /** @type {(inputs: Orders_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orders`)
};

/**
* | output |
* | --- |
* | "Orders" |
*
* @param {Orders_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_title = /** @type {((inputs?: Orders_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_TitleInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_title", en_orders_title));
