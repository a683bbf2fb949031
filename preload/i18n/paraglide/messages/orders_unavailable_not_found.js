/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Unavailable_Not_FoundInputs */

const en_orders_unavailable_not_found = /** @type {(inputs: Orders_Unavailable_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server does not know this order any more, so its progress cannot be read.`)
};

const es_orders_unavailable_not_found = /** @type {(inputs: Orders_Unavailable_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servidor ya no conoce este pedido, así que no se puede leer su progreso.`)
};

/**
* | output |
* | --- |
* | "The server does not know this order any more, so its progress cannot be read." |
*
* @param {Orders_Unavailable_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_unavailable_not_found = /** @type {((inputs?: Orders_Unavailable_Not_FoundInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Unavailable_Not_FoundInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_unavailable_not_found, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_unavailable_not_found(inputs)
	return en_orders_unavailable_not_found(inputs)
});