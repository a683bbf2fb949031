/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Orders_Open_TitleInputs */

const en_orders_open_title = /** @type {(inputs: Orders_Open_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Open orders (${i?.count})`)
};

/**
* | output |
* | --- |
* | "Open orders ({count})" |
*
* @param {Orders_Open_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_open_title = /** @type {((inputs: Orders_Open_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Open_TitleInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_open_title", en_orders_open_title));
