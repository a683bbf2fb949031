/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Orders_NoneInputs */

const en_print_orders_none = /** @type {(inputs: Print_Orders_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No worker orders or compliance changes on this computer.`)
};

const es_print_orders_none = /** @type {(inputs: Print_Orders_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay pedidos de trabajadores ni cambios de cumplimiento en esta computadora.`)
};

/**
* | output |
* | --- |
* | "No worker orders or compliance changes on this computer." |
*
* @param {Print_Orders_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_orders_none = /** @type {((inputs?: Print_Orders_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Orders_NoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_print_orders_none, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_orders_none(inputs)
	return en_print_orders_none(inputs)
});