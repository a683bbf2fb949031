/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Send_FailedInputs */

const en_orders_send_failed = /** @type {(inputs: Orders_Send_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not send`)
};

const es_orders_send_failed = /** @type {(inputs: Orders_Send_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo enviar`)
};

/**
* | output |
* | --- |
* | "Could not send" |
*
* @param {Orders_Send_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_send_failed = /** @type {((inputs?: Orders_Send_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Send_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_send_failed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_send_failed(inputs)
	return en_orders_send_failed(inputs)
});