/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ at: NonNullable<unknown>, by: NonNullable<unknown> }} Orders_Clock_AheadInputs */

const en_orders_clock_ahead = /** @type {(inputs: Orders_Clock_AheadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.at} by the server's clock, which is about ${i?.by} ahead of this computer's`)
};

const es_orders_clock_ahead = /** @type {(inputs: Orders_Clock_AheadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.at} según el reloj del servidor, que va unos ${i?.by} por delante del de esta computadora`)
};

/**
* | output |
* | --- |
* | "{at} by the server's clock, which is about {by} ahead of this computer's" |
*
* @param {Orders_Clock_AheadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_clock_ahead = /** @type {((inputs: Orders_Clock_AheadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Clock_AheadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_clock_ahead, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_clock_ahead(inputs)
	return en_orders_clock_ahead(inputs)
});