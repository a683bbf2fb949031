/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Loading_CatalogueInputs */

const en_orders_loading_catalogue = /** @type {(inputs: Orders_Loading_CatalogueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the stored catalogue…`)
};

/**
* | output |
* | --- |
* | "Loading the stored catalogue…" |
*
* @param {Orders_Loading_CatalogueInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_loading_catalogue = /** @type {((inputs?: Orders_Loading_CatalogueInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Loading_CatalogueInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_loading_catalogue", en_orders_loading_catalogue));
