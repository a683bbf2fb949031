/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ why: NonNullable<unknown> }} Orders_Paused_KeptInputs */

const en_orders_paused_kept = /** @type {(inputs: Orders_Paused_KeptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.why} Every order is kept and is sent once the connection works again.`)
};

/**
* | output |
* | --- |
* | "{why} Every order is kept and is sent once the connection works again." |
*
* @param {Orders_Paused_KeptInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_paused_kept = /** @type {((inputs: Orders_Paused_KeptInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Paused_KeptInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_paused_kept", en_orders_paused_kept));
