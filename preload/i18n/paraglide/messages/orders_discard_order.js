/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Discard_OrderInputs */

const en_orders_discard_order = /** @type {(inputs: Orders_Discard_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discard order`)
};

const es_orders_discard_order = /** @type {(inputs: Orders_Discard_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descartar el pedido`)
};

/**
* | output |
* | --- |
* | "Discard order" |
*
* @param {Orders_Discard_OrderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_discard_order = /** @type {((inputs?: Orders_Discard_OrderInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Discard_OrderInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_discard_order, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_discard_order(inputs)
	return en_orders_discard_order(inputs)
});