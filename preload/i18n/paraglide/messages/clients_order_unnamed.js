/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Clients_Order_UnnamedInputs */

const en_clients_order_unnamed = /** @type {(inputs: Clients_Order_UnnamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order ${i?.id}`)
};

const es_clients_order_unnamed = /** @type {(inputs: Clients_Order_UnnamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pedido ${i?.id}`)
};

/**
* | output |
* | --- |
* | "Order {id}" |
*
* @param {Clients_Order_UnnamedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_order_unnamed = /** @type {((inputs: Clients_Order_UnnamedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Order_UnnamedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_order_unnamed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_order_unnamed(inputs)
	return en_clients_order_unnamed(inputs)
});