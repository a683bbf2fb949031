/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Help_OrdersInputs */

const en_help_orders = /** @type {(inputs: Help_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Worker orders and their delivery`)
};

const es_help_orders = /** @type {(inputs: Help_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pedidos de trabajadores y su entrega`)
};

/**
* | output |
* | --- |
* | "Worker orders and their delivery" |
*
* @param {Help_OrdersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const help_orders = /** @type {((inputs?: Help_OrdersInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Help_OrdersInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_help_orders, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_help_orders(inputs)
	return en_help_orders(inputs)
});