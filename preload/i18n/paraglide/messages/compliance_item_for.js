/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ item: NonNullable<unknown>, worker: NonNullable<unknown> }} Compliance_Item_ForInputs */

const en_compliance_item_for = /** @type {(inputs: Compliance_Item_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.item} for ${i?.worker}`)
};

const es_compliance_item_for = /** @type {(inputs: Compliance_Item_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.item} para ${i?.worker}`)
};

/**
* | output |
* | --- |
* | "{item} for {worker}" |
*
* @param {Compliance_Item_ForInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_item_for = /** @type {((inputs: Compliance_Item_ForInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_Item_ForInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_compliance_item_for(inputs)
	return en_compliance_item_for(inputs)
});