/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ filter: NonNullable<unknown> }} Orders_No_Item_MatchesInputs */

const en_orders_no_item_matches = /** @type {(inputs: Orders_No_Item_MatchesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No item matches “${i?.filter}”.`)
};

/**
* | output |
* | --- |
* | "No item matches “{filter}”." |
*
* @param {Orders_No_Item_MatchesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_no_item_matches = /** @type {((inputs: Orders_No_Item_MatchesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_No_Item_MatchesInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_no_item_matches", en_orders_no_item_matches));
