/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Means_SendingInputs */

const en_orders_means_sending = /** @type {(inputs: Orders_Means_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Being sent now.`)
};

const es_orders_means_sending = /** @type {(inputs: Orders_Means_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviándose ahora.`)
};

/**
* | output |
* | --- |
* | "Being sent now." |
*
* @param {Orders_Means_SendingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_means_sending = /** @type {((inputs?: Orders_Means_SendingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Means_SendingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_means_sending, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_means_sending(inputs)
	return en_orders_means_sending(inputs)
});