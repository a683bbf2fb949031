/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Orders_Resent_By_ItselfInputs */

const en_orders_resent_by_itself = /** @type {(inputs: Orders_Resent_By_ItselfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sent again by itself ${i?.count}×`)
};

/**
* | output |
* | --- |
* | "Sent again by itself {count}×" |
*
* @param {Orders_Resent_By_ItselfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_resent_by_itself = /** @type {((inputs: Orders_Resent_By_ItselfInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Resent_By_ItselfInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_resent_by_itself", en_orders_resent_by_itself));
