/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Orders_Personnel_IdInputs */

const en_orders_personnel_id = /** @type {(inputs: Orders_Personnel_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Personnel id ${i?.id}`)
};

/**
* | output |
* | --- |
* | "Personnel id {id}" |
*
* @param {Orders_Personnel_IdInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_personnel_id = /** @type {((inputs: Orders_Personnel_IdInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Personnel_IdInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_personnel_id", en_orders_personnel_id));
