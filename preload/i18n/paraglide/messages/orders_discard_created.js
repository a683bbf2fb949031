/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ at: NonNullable<unknown> }} Orders_Discard_CreatedInputs */

const en_orders_discard_created = /** @type {(inputs: Orders_Discard_CreatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, created ${i?.at}, will not be sent. This cannot be undone.`)
};

/**
* | output |
* | --- |
* | ", created {at}, will not be sent. This cannot be undone." |
*
* @param {Orders_Discard_CreatedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_discard_created = /** @type {((inputs: Orders_Discard_CreatedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Discard_CreatedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_discard_created", en_orders_discard_created));
