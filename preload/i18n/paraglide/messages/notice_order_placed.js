/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_Order_PlacedInputs */

const en_notice_order_placed = /** @type {(inputs: Notice_Order_PlacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order placed`)
};

/**
* | output |
* | --- |
* | "Order placed" |
*
* @param {Notice_Order_PlacedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const notice_order_placed = /** @type {((inputs?: Notice_Order_PlacedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Order_PlacedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("notice_order_placed", en_notice_order_placed));
