/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_AllInputs */

const en_orders_all = /** @type {(inputs: Orders_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All orders`)
};

const es_orders_all = /** @type {(inputs: Orders_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los pedidos`)
};

/**
* | output |
* | --- |
* | "All orders" |
*
* @param {Orders_AllInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_all = /** @type {((inputs?: Orders_AllInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_AllInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_all, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_all(inputs)
	return en_orders_all(inputs)
});