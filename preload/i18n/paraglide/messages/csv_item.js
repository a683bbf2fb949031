/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_ItemInputs */

const en_csv_item = /** @type {(inputs: Csv_ItemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Item`)
};

const es_csv_item = /** @type {(inputs: Csv_ItemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Artículo`)
};

/**
* | output |
* | --- |
* | "Item" |
*
* @param {Csv_ItemInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_item = /** @type {((inputs?: Csv_ItemInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_ItemInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_csv_item, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_csv_item(inputs)
	return en_csv_item(inputs)
});