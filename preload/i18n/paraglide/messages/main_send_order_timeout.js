/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Send_Order_TimeoutInputs */

const en_main_send_order_timeout = /** @type {(inputs: Main_Send_Order_TimeoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The order may have been placed.`)
};

const es_main_send_order_timeout = /** @type {(inputs: Main_Send_Order_TimeoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puede que el pedido se haya realizado.`)
};

/**
* | output |
* | --- |
* | "The order may have been placed." |
*
* @param {Main_Send_Order_TimeoutInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_send_order_timeout = /** @type {((inputs?: Main_Send_Order_TimeoutInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Send_Order_TimeoutInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_main_send_order_timeout, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_send_order_timeout(inputs)
	return en_main_send_order_timeout(inputs)
});