/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Unavailable_No_OperationInputs */

const en_orders_unavailable_no_operation = /** @type {(inputs: Orders_Unavailable_No_OperationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This server does not tell what becomes of placed orders.`)
};

/**
* | output |
* | --- |
* | "This server does not tell what becomes of placed orders." |
*
* @param {Orders_Unavailable_No_OperationInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_unavailable_no_operation = /** @type {((inputs?: Orders_Unavailable_No_OperationInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Unavailable_No_OperationInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_unavailable_no_operation", en_orders_unavailable_no_operation));
