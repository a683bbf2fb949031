/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_No_CostInputs */

const en_orders_no_cost = /** @type {(inputs: Orders_No_CostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no cost`)
};

const es_orders_no_cost = /** @type {(inputs: Orders_No_CostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sin costo`)
};

/**
* | output |
* | --- |
* | "no cost" |
*
* @param {Orders_No_CostInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_no_cost = /** @type {((inputs?: Orders_No_CostInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_No_CostInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_no_cost, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_no_cost(inputs)
	return en_orders_no_cost(inputs)
});