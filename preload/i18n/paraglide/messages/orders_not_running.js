/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown> }} Orders_Not_RunningInputs */

const en_orders_not_running = /** @type {(inputs: Orders_Not_RunningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what}: orders are not running in this window. Restart the app.`)
};

/**
* | output |
* | --- |
* | "{what}: orders are not running in this window. Restart the app." |
*
* @param {Orders_Not_RunningInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_not_running = /** @type {((inputs: Orders_Not_RunningInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Not_RunningInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_not_running", en_orders_not_running));
