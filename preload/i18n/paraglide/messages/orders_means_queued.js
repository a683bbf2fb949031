/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Means_QueuedInputs */

const en_orders_means_queued = /** @type {(inputs: Orders_Means_QueuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting to be sent.`)
};

const es_orders_means_queued = /** @type {(inputs: Orders_Means_QueuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esperando envío.`)
};

/**
* | output |
* | --- |
* | "Waiting to be sent." |
*
* @param {Orders_Means_QueuedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_means_queued = /** @type {((inputs?: Orders_Means_QueuedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Means_QueuedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_means_queued, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_means_queued(inputs)
	return en_orders_means_queued(inputs)
});