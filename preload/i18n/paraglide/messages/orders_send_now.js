/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Send_NowInputs */

const en_orders_send_now = /** @type {(inputs: Orders_Send_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send now`)
};

const es_orders_send_now = /** @type {(inputs: Orders_Send_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar ahora`)
};

/**
* | output |
* | --- |
* | "Send now" |
*
* @param {Orders_Send_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_send_now = /** @type {((inputs?: Orders_Send_NowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Send_NowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_send_now, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_send_now(inputs)
	return en_orders_send_now(inputs)
});