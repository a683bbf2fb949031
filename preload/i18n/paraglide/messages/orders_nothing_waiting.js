/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Nothing_WaitingInputs */

const en_orders_nothing_waiting = /** @type {(inputs: Orders_Nothing_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing waiting to be sent.`)
};

/**
* | output |
* | --- |
* | "Nothing waiting to be sent." |
*
* @param {Orders_Nothing_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_nothing_waiting = /** @type {((inputs?: Orders_Nothing_WaitingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Nothing_WaitingInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_nothing_waiting", en_orders_nothing_waiting));
