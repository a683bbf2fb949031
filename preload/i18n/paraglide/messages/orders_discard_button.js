/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Discard_ButtonInputs */

const en_orders_discard_button = /** @type {(inputs: Orders_Discard_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discard…`)
};

/**
* | output |
* | --- |
* | "Discard…" |
*
* @param {Orders_Discard_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_discard_button = /** @type {((inputs?: Orders_Discard_ButtonInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Discard_ButtonInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_discard_button", en_orders_discard_button));
