/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Orders_Place_TitleInputs */

const en_orders_place_title = /** @type {(inputs: Orders_Place_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Place order for ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Place order for {name}" |
*
* @param {Orders_Place_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_place_title = /** @type {((inputs: Orders_Place_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Place_TitleInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_place_title", en_orders_place_title));
