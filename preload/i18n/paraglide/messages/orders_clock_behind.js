/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ at: NonNullable<unknown>, by: NonNullable<unknown> }} Orders_Clock_BehindInputs */

const en_orders_clock_behind = /** @type {(inputs: Orders_Clock_BehindInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.at} by the server's clock, which is about ${i?.by} behind this computer's`)
};

const es_orders_clock_behind = /** @type {(inputs: Orders_Clock_BehindInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.at} según el reloj del servidor, que va unos ${i?.by} por detrás del de esta computadora`)
};

/**
* | output |
* | --- |
* | "{at} by the server's clock, which is about {by} behind this computer's" |
*
* @param {Orders_Clock_BehindInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_clock_behind = /** @type {((inputs: Orders_Clock_BehindInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Clock_BehindInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_clock_behind, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_clock_behind(inputs)
	return en_orders_clock_behind(inputs)
});