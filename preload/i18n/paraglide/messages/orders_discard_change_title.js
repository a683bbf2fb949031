/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Discard_Change_TitleInputs */

const en_orders_discard_change_title = /** @type {(inputs: Orders_Discard_Change_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discard this change?`)
};

/**
* | output |
* | --- |
* | "Discard this change?" |
*
* @param {Orders_Discard_Change_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_discard_change_title = /** @type {((inputs?: Orders_Discard_Change_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Discard_Change_TitleInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_discard_change_title", en_orders_discard_change_title));
