/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_PausedInputs */

const en_orders_paused = /** @type {(inputs: Orders_PausedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending is paused.`)
};

const es_orders_paused = /** @type {(inputs: Orders_PausedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El envío está en pausa.`)
};

/**
* | output |
* | --- |
* | "Sending is paused." |
*
* @param {Orders_PausedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_paused = /** @type {((inputs?: Orders_PausedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_PausedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_paused, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_paused(inputs)
	return en_orders_paused(inputs)
});