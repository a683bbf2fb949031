/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ at: NonNullable<unknown> }} Orders_Last_Attempt_AtInputs */

const en_orders_last_attempt_at = /** @type {(inputs: Orders_Last_Attempt_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Last attempt ${i?.at}`)
};

/**
* | output |
* | --- |
* | "Last attempt {at}" |
*
* @param {Orders_Last_Attempt_AtInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_last_attempt_at = /** @type {((inputs: Orders_Last_Attempt_AtInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Last_Attempt_AtInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_last_attempt_at", en_orders_last_attempt_at));
