/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Offline_Send_LaterInputs */

const en_orders_offline_send_later = /** @type {(inputs: Orders_Offline_Send_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offline: the queued orders will be sent when back online, by themselves.`)
};

const es_orders_offline_send_later = /** @type {(inputs: Orders_Offline_Send_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin conexión: los pedidos en cola se enviarán solos cuando vuelva la conexión.`)
};

/**
* | output |
* | --- |
* | "Offline: the queued orders will be sent when back online, by themselves." |
*
* @param {Orders_Offline_Send_LaterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_offline_send_later = /** @type {((inputs?: Orders_Offline_Send_LaterInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Offline_Send_LaterInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_offline_send_later, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_offline_send_later(inputs)
	return en_orders_offline_send_later(inputs)
});