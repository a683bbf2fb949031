/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Unavailable_No_OperationInputs */

const en_orders_unavailable_no_operation = /** @type {(inputs: Orders_Unavailable_No_OperationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This server does not tell what becomes of placed orders.`)
};

const es_orders_unavailable_no_operation = /** @type {(inputs: Orders_Unavailable_No_OperationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este servidor no dice qué pasa con los pedidos realizados.`)
};

/**
* | output |
* | --- |
* | "This server does not tell what becomes of placed orders." |
*
* @param {Orders_Unavailable_No_OperationInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_unavailable_no_operation = /** @type {((inputs?: Orders_Unavailable_No_OperationInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Unavailable_No_OperationInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_unavailable_no_operation, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_unavailable_no_operation(inputs)
	return en_orders_unavailable_no_operation(inputs)
});