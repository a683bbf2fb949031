/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Orders_Cost_AmountInputs */

const en_orders_cost_amount = /** @type {(inputs: Orders_Cost_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`cost ${i?.amount}`)
};

const es_orders_cost_amount = /** @type {(inputs: Orders_Cost_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`costo ${i?.amount}`)
};

/**
* | output |
* | --- |
* | "cost {amount}" |
*
* @param {Orders_Cost_AmountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_cost_amount = /** @type {((inputs: Orders_Cost_AmountInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Cost_AmountInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_cost_amount, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_cost_amount(inputs)
	return en_orders_cost_amount(inputs)
});