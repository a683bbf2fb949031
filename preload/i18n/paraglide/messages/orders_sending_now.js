/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Sending_NowInputs */

const en_orders_sending_now = /** @type {(inputs: Orders_Sending_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending…`)
};

/**
* | output |
* | --- |
* | "Sending…" |
*
* @param {Orders_Sending_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_sending_now = /** @type {((inputs?: Orders_Sending_NowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Sending_NowInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_sending_now", en_orders_sending_now));
