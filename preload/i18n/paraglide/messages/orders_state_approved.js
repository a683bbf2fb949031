/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_State_ApprovedInputs */

const en_orders_state_approved = /** @type {(inputs: Orders_State_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approved`)
};

/**
* | output |
* | --- |
* | "Approved" |
*
* @param {Orders_State_ApprovedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_state_approved = /** @type {((inputs?: Orders_State_ApprovedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_State_ApprovedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_state_approved", en_orders_state_approved));
