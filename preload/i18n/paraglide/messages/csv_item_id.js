/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_Item_IdInputs */

const en_csv_item_id = /** @type {(inputs: Csv_Item_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Item ID`)
};

/**
* | output |
* | --- |
* | "Item ID" |
*
* @param {Csv_Item_IdInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_item_id = /** @type {((inputs?: Csv_Item_IdInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Item_IdInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("csv_item_id", en_csv_item_id));
