/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Show_OrdersInputs */

const en_orders_show_orders = /** @type {(inputs: Orders_Show_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show orders`)
};

const es_orders_show_orders = /** @type {(inputs: Orders_Show_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver los pedidos`)
};

/**
* | output |
* | --- |
* | "Show orders" |
*
* @param {Orders_Show_OrdersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_show_orders = /** @type {((inputs?: Orders_Show_OrdersInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Show_OrdersInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_show_orders, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_show_orders(inputs)
	return en_orders_show_orders(inputs)
});