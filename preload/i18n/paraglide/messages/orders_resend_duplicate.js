/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Resend_DuplicateInputs */

const en_orders_resend_duplicate = /** @type {(inputs: Orders_Resend_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This may create a duplicate order.`)
};

/**
* | output |
* | --- |
* | "This may create a duplicate order." |
*
* @param {Orders_Resend_DuplicateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_resend_duplicate = /** @type {((inputs?: Orders_Resend_DuplicateInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Resend_DuplicateInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_resend_duplicate", en_orders_resend_duplicate));
