/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Orders_Office_OrderInputs */

const en_orders_office_order = /** @type {(inputs: Orders_Office_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order ${i?.id} at the office`)
};

const es_orders_office_order = /** @type {(inputs: Orders_Office_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pedido ${i?.id} en la oficina`)
};

/**
* | output |
* | --- |
* | "Order {id} at the office" |
*
* @param {Orders_Office_OrderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_office_order = /** @type {((inputs: Orders_Office_OrderInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Office_OrderInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_office_order, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_office_order(inputs)
	return en_orders_office_order(inputs)
});