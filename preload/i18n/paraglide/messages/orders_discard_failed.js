/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Discard_FailedInputs */

const en_orders_discard_failed = /** @type {(inputs: Orders_Discard_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not discarded`)
};

/**
* | output |
* | --- |
* | "Not discarded" |
*
* @param {Orders_Discard_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_discard_failed = /** @type {((inputs?: Orders_Discard_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Discard_FailedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_discard_failed", en_orders_discard_failed));
