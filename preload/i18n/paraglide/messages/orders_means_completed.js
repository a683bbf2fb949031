/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Means_CompletedInputs */

const en_orders_means_completed = /** @type {(inputs: Orders_Means_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The office completed this order.`)
};

const es_orders_means_completed = /** @type {(inputs: Orders_Means_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La oficina completó este pedido.`)
};

/**
* | output |
* | --- |
* | "The office completed this order." |
*
* @param {Orders_Means_CompletedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_means_completed = /** @type {((inputs?: Orders_Means_CompletedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Means_CompletedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_means_completed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_means_completed(inputs)
	return en_orders_means_completed(inputs)
});