/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ item: NonNullable<unknown> }} Orders_Place_ItemInputs */

const en_orders_place_item = /** @type {(inputs: Orders_Place_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Place order: ${i?.item}`)
};

const es_orders_place_item = /** @type {(inputs: Orders_Place_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hacer el pedido: ${i?.item}`)
};

/**
* | output |
* | --- |
* | "Place order: {item}" |
*
* @param {Orders_Place_ItemInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_place_item = /** @type {((inputs: Orders_Place_ItemInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Place_ItemInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_place_item, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_place_item(inputs)
	return en_orders_place_item(inputs)
});