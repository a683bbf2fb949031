/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_Order_RejectedInputs */

const en_notice_order_rejected = /** @type {(inputs: Notice_Order_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order rejected`)
};

/**
* | output |
* | --- |
* | "Order rejected" |
*
* @param {Notice_Order_RejectedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const notice_order_rejected = /** @type {((inputs?: Notice_Order_RejectedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Order_RejectedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("notice_order_rejected", en_notice_order_rejected));
