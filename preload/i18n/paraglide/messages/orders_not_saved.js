/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Orders_Not_SavedInputs */

const en_orders_not_saved = /** @type {(inputs: Orders_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not saved, so not queued: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Not saved, so not queued: {reason}" |
*
* @param {Orders_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_not_saved = /** @type {((inputs: Orders_Not_SavedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Not_SavedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_not_saved", en_orders_not_saved));
