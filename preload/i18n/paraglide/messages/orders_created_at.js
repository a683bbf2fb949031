/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ at: NonNullable<unknown> }} Orders_Created_AtInputs */

const en_orders_created_at = /** @type {(inputs: Orders_Created_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Created ${i?.at}`)
};

/**
* | output |
* | --- |
* | "Created {at}" |
*
* @param {Orders_Created_AtInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_created_at = /** @type {((inputs: Orders_Created_AtInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Created_AtInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_created_at", en_orders_created_at));
