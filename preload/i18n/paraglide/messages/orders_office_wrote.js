/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Office_WroteInputs */

const en_orders_office_wrote = /** @type {(inputs: Orders_Office_WroteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Office wrote`)
};

/**
* | output |
* | --- |
* | "Office wrote" |
*
* @param {Orders_Office_WroteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_office_wrote = /** @type {((inputs?: Orders_Office_WroteInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Office_WroteInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_office_wrote", en_orders_office_wrote));
