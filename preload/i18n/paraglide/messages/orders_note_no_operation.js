/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Note_No_OperationInputs */

const en_orders_note_no_operation = /** @type {(inputs: Orders_Note_No_OperationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This server does not tell what becomes of placed orders: they stay at “Placed”.`)
};

/**
* | output |
* | --- |
* | "This server does not tell what becomes of placed orders: they stay at “Placed”." |
*
* @param {Orders_Note_No_OperationInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_note_no_operation = /** @type {((inputs?: Orders_Note_No_OperationInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Note_No_OperationInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_note_no_operation", en_orders_note_no_operation));
