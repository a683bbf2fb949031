/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Compliance_Item_UnnamedInputs */

const en_compliance_item_unnamed = /** @type {(inputs: Compliance_Item_UnnamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Item ${i?.id}`)
};

const es_compliance_item_unnamed = /** @type {(inputs: Compliance_Item_UnnamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Artículo ${i?.id}`)
};

/**
* | output |
* | --- |
* | "Item {id}" |
*
* @param {Compliance_Item_UnnamedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_item_unnamed = /** @type {((inputs: Compliance_Item_UnnamedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_Item_UnnamedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_compliance_item_unnamed(inputs)
	return en_compliance_item_unnamed(inputs)
});