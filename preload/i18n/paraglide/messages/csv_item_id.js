/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_Item_IdInputs */

const en_csv_item_id = /** @type {(inputs: Csv_Item_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Item ID`)
};

const es_csv_item_id = /** @type {(inputs: Csv_Item_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID del artículo`)
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
export const csv_item_id = /** @type {((inputs?: Csv_Item_IdInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Item_IdInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_csv_item_id, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_csv_item_id(inputs)
	return en_csv_item_id(inputs)
});