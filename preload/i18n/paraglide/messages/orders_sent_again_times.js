/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Orders_Sent_Again_TimesInputs */

const en_orders_sent_again_times = /** @type {(inputs: Orders_Sent_Again_TimesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sent again ${i?.count}×`)
};

/**
* | output |
* | --- |
* | "Sent again {count}×" |
*
* @param {Orders_Sent_Again_TimesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_sent_again_times = /** @type {((inputs: Orders_Sent_Again_TimesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Sent_Again_TimesInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_sent_again_times", en_orders_sent_again_times));
