/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_Orders_PlacedInputs */

const en_notice_orders_placed = /** @type {(inputs: Notice_Orders_PlacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orders placed`)
};

/**
* | output |
* | --- |
* | "Orders placed" |
*
* @param {Notice_Orders_PlacedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const notice_orders_placed = /** @type {((inputs?: Notice_Orders_PlacedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Orders_PlacedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("notice_orders_placed", en_notice_orders_placed));
