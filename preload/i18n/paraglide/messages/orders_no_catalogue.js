/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_No_CatalogueInputs */

const en_orders_no_catalogue = /** @type {(inputs: Orders_No_CatalogueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No items are stored yet: the catalogue arrives with the next sync. Sync, then place the order again.`)
};

/**
* | output |
* | --- |
* | "No items are stored yet: the catalogue arrives with the next sync. Sync, then place the order again." |
*
* @param {Orders_No_CatalogueInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_no_catalogue = /** @type {((inputs?: Orders_No_CatalogueInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_No_CatalogueInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_no_catalogue", en_orders_no_catalogue));
