/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_Orders_RejectedInputs */

const en_notice_orders_rejected = /** @type {(inputs: Notice_Orders_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orders rejected`)
};

/**
* | output |
* | --- |
* | "Orders rejected" |
*
* @param {Notice_Orders_RejectedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const notice_orders_rejected = /** @type {((inputs?: Notice_Orders_RejectedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Orders_RejectedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("notice_orders_rejected", en_notice_orders_rejected));
