/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Print_Order_ServerInputs */

const en_print_order_server = /** @type {(inputs: Print_Order_ServerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Server order #${i?.id}`)
};

const es_print_order_server = /** @type {(inputs: Print_Order_ServerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pedido del servidor n.º ${i?.id}`)
};

/**
* | output |
* | --- |
* | "Server order #{id}" |
*
* @param {Print_Order_ServerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_order_server = /** @type {((inputs: Print_Order_ServerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Order_ServerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_order_server(inputs)
	return en_print_order_server(inputs)
});