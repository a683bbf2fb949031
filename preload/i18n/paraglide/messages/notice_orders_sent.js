/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_Orders_SentInputs */

const en_notice_orders_sent = /** @type {(inputs: Notice_Orders_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Queued orders sent`)
};

/**
* | output |
* | --- |
* | "Queued orders sent" |
*
* @param {Notice_Orders_SentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const notice_orders_sent = /** @type {((inputs?: Notice_Orders_SentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Orders_SentInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("notice_orders_sent", en_notice_orders_sent));
