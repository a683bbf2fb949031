/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Cannot_Place_HereInputs */

const en_orders_cannot_place_here = /** @type {(inputs: Orders_Cannot_Place_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orders cannot be placed in this window: restart the app.`)
};

/**
* | output |
* | --- |
* | "Orders cannot be placed in this window: restart the app." |
*
* @param {Orders_Cannot_Place_HereInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_cannot_place_here = /** @type {((inputs?: Orders_Cannot_Place_HereInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Cannot_Place_HereInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_cannot_place_here", en_orders_cannot_place_here));
