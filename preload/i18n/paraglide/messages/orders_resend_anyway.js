/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Resend_AnywayInputs */

const en_orders_resend_anyway = /** @type {(inputs: Orders_Resend_AnywayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send again anyway`)
};

/**
* | output |
* | --- |
* | "Send again anyway" |
*
* @param {Orders_Resend_AnywayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_resend_anyway = /** @type {((inputs?: Orders_Resend_AnywayInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Resend_AnywayInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_resend_anyway", en_orders_resend_anyway));
