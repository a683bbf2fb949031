/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_State_PlacedInputs */

const en_orders_state_placed = /** @type {(inputs: Orders_State_PlacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Placed`)
};

/**
* | output |
* | --- |
* | "Placed" |
*
* @param {Orders_State_PlacedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_state_placed = /** @type {((inputs?: Orders_State_PlacedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_State_PlacedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_state_placed", en_orders_state_placed));
