/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown> }} Orders_Not_RunningInputs */

const en_orders_not_running = /** @type {(inputs: Orders_Not_RunningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what}: orders are not running in this window. Restart the app.`)
};

const es_orders_not_running = /** @type {(inputs: Orders_Not_RunningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what}: los pedidos no funcionan en esta ventana. Reinicie la aplicación.`)
};

/**
* | output |
* | --- |
* | "{what}: orders are not running in this window. Restart the app." |
*
* @param {Orders_Not_RunningInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_not_running = /** @type {((inputs: Orders_Not_RunningInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Not_RunningInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_not_running, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_not_running(inputs)
	return en_orders_not_running(inputs)
});