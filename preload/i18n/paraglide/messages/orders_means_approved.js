/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Means_ApprovedInputs */

const en_orders_means_approved = /** @type {(inputs: Orders_Means_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The office approved this order.`)
};

const es_orders_means_approved = /** @type {(inputs: Orders_Means_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La oficina aprobó este pedido.`)
};

/**
* | output |
* | --- |
* | "The office approved this order." |
*
* @param {Orders_Means_ApprovedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_means_approved = /** @type {((inputs?: Orders_Means_ApprovedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Means_ApprovedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_means_approved, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_means_approved(inputs)
	return en_orders_means_approved(inputs)
});