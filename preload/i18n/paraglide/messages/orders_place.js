/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_PlaceInputs */

const en_orders_place = /** @type {(inputs: Orders_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Place order`)
};

/**
* | output |
* | --- |
* | "Place order" |
*
* @param {Orders_PlaceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_place = /** @type {((inputs?: Orders_PlaceInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_PlaceInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_place", en_orders_place));
