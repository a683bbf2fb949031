/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_PlaceInputs */

const en_orders_place = /** @type {(inputs: Orders_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Place order`)
};

const es_orders_place = /** @type {(inputs: Orders_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hacer el pedido`)
};

/**
* | output |
* | --- |
* | "Place order" |
*
* @param {Orders_PlaceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_place = /** @type {((inputs?: Orders_PlaceInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_PlaceInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_place, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_place(inputs)
	return en_orders_place(inputs)
});