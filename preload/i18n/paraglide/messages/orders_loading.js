/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_LoadingInputs */

const en_orders_loading = /** @type {(inputs: Orders_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading stored orders…`)
};

/**
* | output |
* | --- |
* | "Loading stored orders…" |
*
* @param {Orders_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_loading = /** @type {((inputs?: Orders_LoadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_LoadingInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_loading", en_orders_loading));
