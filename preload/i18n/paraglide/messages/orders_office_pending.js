/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Office_PendingInputs */

const en_orders_office_pending = /** @type {(inputs: Orders_Office_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pending`)
};

/**
* | output |
* | --- |
* | "Pending" |
*
* @param {Orders_Office_PendingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_office_pending = /** @type {((inputs?: Orders_Office_PendingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Office_PendingInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_office_pending", en_orders_office_pending));
