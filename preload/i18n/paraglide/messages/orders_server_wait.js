/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ at: NonNullable<unknown> }} Orders_Server_WaitInputs */

const en_orders_server_wait = /** @type {(inputs: Orders_Server_WaitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The server asked to wait: next automatic try ${i?.at}.`)
};

const es_orders_server_wait = /** @type {(inputs: Orders_Server_WaitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servidor pidió esperar: próximo intento automático ${i?.at}.`)
};

/**
* | output |
* | --- |
* | "The server asked to wait: next automatic try {at}." |
*
* @param {Orders_Server_WaitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_server_wait = /** @type {((inputs: Orders_Server_WaitInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Server_WaitInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_server_wait, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_server_wait(inputs)
	return en_orders_server_wait(inputs)
});