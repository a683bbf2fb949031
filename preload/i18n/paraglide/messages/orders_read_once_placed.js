/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Read_Once_PlacedInputs */

const en_orders_read_once_placed = /** @type {(inputs: Orders_Read_Once_PlacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`once placed`)
};

/**
* | output |
* | --- |
* | "once placed" |
*
* @param {Orders_Read_Once_PlacedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_read_once_placed = /** @type {((inputs?: Orders_Read_Once_PlacedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Read_Once_PlacedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_read_once_placed", en_orders_read_once_placed));
