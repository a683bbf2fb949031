/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ item: NonNullable<unknown>, worker: NonNullable<unknown> }} Orders_Item_ForInputs */

const en_orders_item_for = /** @type {(inputs: Orders_Item_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.item} for ${i?.worker}.`)
};

const es_orders_item_for = /** @type {(inputs: Orders_Item_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.item} para ${i?.worker}.`)
};

/**
* | output |
* | --- |
* | "{item} for {worker}." |
*
* @param {Orders_Item_ForInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_item_for = /** @type {((inputs: Orders_Item_ForInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Item_ForInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_item_for, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_item_for(inputs)
	return en_orders_item_for(inputs)
});