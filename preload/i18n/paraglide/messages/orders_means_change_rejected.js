/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Means_Change_RejectedInputs */

const en_orders_means_change_rejected = /** @type {(inputs: Orders_Means_Change_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server refused this change.`)
};

const es_orders_means_change_rejected = /** @type {(inputs: Orders_Means_Change_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servidor rechazó este cambio.`)
};

/**
* | output |
* | --- |
* | "The server refused this change." |
*
* @param {Orders_Means_Change_RejectedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_means_change_rejected = /** @type {((inputs?: Orders_Means_Change_RejectedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Means_Change_RejectedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_means_change_rejected, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_means_change_rejected(inputs)
	return en_orders_means_change_rejected(inputs)
});