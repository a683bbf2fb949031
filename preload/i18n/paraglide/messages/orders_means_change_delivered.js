/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Means_Change_DeliveredInputs */

const en_orders_means_change_delivered = /** @type {(inputs: Orders_Means_Change_DeliveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server has this change.`)
};

const es_orders_means_change_delivered = /** @type {(inputs: Orders_Means_Change_DeliveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servidor tiene este cambio.`)
};

/**
* | output |
* | --- |
* | "The server has this change." |
*
* @param {Orders_Means_Change_DeliveredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_means_change_delivered = /** @type {((inputs?: Orders_Means_Change_DeliveredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Means_Change_DeliveredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_means_change_delivered, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_means_change_delivered(inputs)
	return en_orders_means_change_delivered(inputs)
});