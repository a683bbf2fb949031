/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Mark_FailedInputs */

const en_orders_mark_failed = /** @type {(inputs: Orders_Mark_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not marked`)
};

/**
* | output |
* | --- |
* | "Not marked" |
*
* @param {Orders_Mark_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_mark_failed = /** @type {((inputs?: Orders_Mark_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Mark_FailedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_mark_failed", en_orders_mark_failed));
