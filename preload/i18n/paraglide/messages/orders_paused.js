/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_PausedInputs */

const en_orders_paused = /** @type {(inputs: Orders_PausedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending is paused.`)
};

/**
* | output |
* | --- |
* | "Sending is paused." |
*
* @param {Orders_PausedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_paused = /** @type {((inputs?: Orders_PausedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_PausedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_paused", en_orders_paused));
