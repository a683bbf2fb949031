/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Empty_TitleInputs */

const en_orders_empty_title = /** @type {(inputs: Orders_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No orders yet`)
};

/**
* | output |
* | --- |
* | "No orders yet" |
*
* @param {Orders_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_empty_title = /** @type {((inputs?: Orders_Empty_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Empty_TitleInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_empty_title", en_orders_empty_title));
