/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Means_UnknownInputs */

const en_orders_means_unknown = /** @type {(inputs: Orders_Means_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server may or may not have this order.`)
};

const es_orders_means_unknown = /** @type {(inputs: Orders_Means_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puede que el servidor tenga este pedido o no.`)
};

/**
* | output |
* | --- |
* | "The server may or may not have this order." |
*
* @param {Orders_Means_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_means_unknown = /** @type {((inputs?: Orders_Means_UnknownInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Means_UnknownInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_means_unknown, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_means_unknown(inputs)
	return en_orders_means_unknown(inputs)
});