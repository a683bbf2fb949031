/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Will_Send_OnlineInputs */

const en_orders_will_send_online = /** @type {(inputs: Orders_Will_Send_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Will be sent when back online.`)
};

const es_orders_will_send_online = /** @type {(inputs: Orders_Will_Send_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se enviará cuando vuelva la conexión.`)
};

/**
* | output |
* | --- |
* | "Will be sent when back online." |
*
* @param {Orders_Will_Send_OnlineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_will_send_online = /** @type {((inputs?: Orders_Will_Send_OnlineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Will_Send_OnlineInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_will_send_online, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_will_send_online(inputs)
	return en_orders_will_send_online(inputs)
});