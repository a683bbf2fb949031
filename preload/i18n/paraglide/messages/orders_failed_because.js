/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown>, reason: NonNullable<unknown> }} Orders_Failed_BecauseInputs */

const en_orders_failed_because = /** @type {(inputs: Orders_Failed_BecauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what}: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "{what}: {reason}" |
*
* @param {Orders_Failed_BecauseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_failed_because = /** @type {((inputs: Orders_Failed_BecauseInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Failed_BecauseInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_failed_because", en_orders_failed_because));
