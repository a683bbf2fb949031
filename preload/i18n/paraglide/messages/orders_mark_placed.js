/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Mark_PlacedInputs */

const en_orders_mark_placed = /** @type {(inputs: Orders_Mark_PlacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mark as placed`)
};

/**
* | output |
* | --- |
* | "Mark as placed" |
*
* @param {Orders_Mark_PlacedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_mark_placed = /** @type {((inputs?: Orders_Mark_PlacedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Mark_PlacedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_mark_placed", en_orders_mark_placed));
