/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Resend_TitleInputs */

const en_orders_resend_title = /** @type {(inputs: Orders_Resend_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send this order again?`)
};

/**
* | output |
* | --- |
* | "Send this order again?" |
*
* @param {Orders_Resend_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_resend_title = /** @type {((inputs?: Orders_Resend_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Resend_TitleInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_resend_title", en_orders_resend_title));
