/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Waits_OfflineInputs */

const en_orders_waits_offline = /** @type {(inputs: Orders_Waits_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`offline: the order waits until back online`)
};

const es_orders_waits_offline = /** @type {(inputs: Orders_Waits_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sin conexión: el pedido espera a que vuelva la conexión`)
};

/**
* | output |
* | --- |
* | "offline: the order waits until back online" |
*
* @param {Orders_Waits_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_waits_offline = /** @type {((inputs?: Orders_Waits_OfflineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Waits_OfflineInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_waits_offline, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_waits_offline(inputs)
	return en_orders_waits_offline(inputs)
});