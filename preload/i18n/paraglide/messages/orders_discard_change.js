/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Discard_ChangeInputs */

const en_orders_discard_change = /** @type {(inputs: Orders_Discard_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discard change`)
};

/**
* | output |
* | --- |
* | "Discard change" |
*
* @param {Orders_Discard_ChangeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_discard_change = /** @type {((inputs?: Orders_Discard_ChangeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Discard_ChangeInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_discard_change", en_orders_discard_change));
