/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Read_FailedInputs */

const en_orders_read_failed = /** @type {(inputs: Orders_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The stored orders could not be read`)
};

/**
* | output |
* | --- |
* | "The stored orders could not be read" |
*
* @param {Orders_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_read_failed = /** @type {((inputs?: Orders_Read_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Read_FailedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_read_failed", en_orders_read_failed));
