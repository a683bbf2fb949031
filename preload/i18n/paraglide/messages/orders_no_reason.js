/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_No_ReasonInputs */

const en_orders_no_reason = /** @type {(inputs: Orders_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No reason given.`)
};

/**
* | output |
* | --- |
* | "No reason given." |
*
* @param {Orders_No_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_no_reason = /** @type {((inputs?: Orders_No_ReasonInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_No_ReasonInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_no_reason", en_orders_no_reason));
