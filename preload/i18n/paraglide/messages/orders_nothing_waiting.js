/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Nothing_WaitingInputs */

const en_orders_nothing_waiting = /** @type {(inputs: Orders_Nothing_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing waiting to be sent.`)
};

const es_orders_nothing_waiting = /** @type {(inputs: Orders_Nothing_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nada esperando envío.`)
};

/**
* | output |
* | --- |
* | "Nothing waiting to be sent." |
*
* @param {Orders_Nothing_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_nothing_waiting = /** @type {((inputs?: Orders_Nothing_WaitingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Nothing_WaitingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_nothing_waiting, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_nothing_waiting(inputs)
	return en_orders_nothing_waiting(inputs)
});