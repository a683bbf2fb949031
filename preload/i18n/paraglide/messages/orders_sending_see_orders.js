/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Sending_See_OrdersInputs */

const en_orders_sending_see_orders = /** @type {(inputs: Orders_Sending_See_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending now; the Orders screen shows when the server has it.`)
};

const es_orders_sending_see_orders = /** @type {(inputs: Orders_Sending_See_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviándose ahora; la pantalla Pedidos indica cuándo lo tiene el servidor.`)
};

/**
* | output |
* | --- |
* | "Sending now; the Orders screen shows when the server has it." |
*
* @param {Orders_Sending_See_OrdersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_sending_see_orders = /** @type {((inputs?: Orders_Sending_See_OrdersInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Sending_See_OrdersInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_sending_see_orders, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_sending_see_orders(inputs)
	return en_orders_sending_see_orders(inputs)
});