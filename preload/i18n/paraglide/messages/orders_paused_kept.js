/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ why: NonNullable<unknown> }} Orders_Paused_KeptInputs */

const en_orders_paused_kept = /** @type {(inputs: Orders_Paused_KeptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.why} Every order is kept and is sent once the connection works again.`)
};

const es_orders_paused_kept = /** @type {(inputs: Orders_Paused_KeptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.why} Todos los pedidos se guardan y se envían en cuanto la conexión vuelva a funcionar.`)
};

/**
* | output |
* | --- |
* | "{why} Every order is kept and is sent once the connection works again." |
*
* @param {Orders_Paused_KeptInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_paused_kept = /** @type {((inputs: Orders_Paused_KeptInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Paused_KeptInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_paused_kept, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_paused_kept(inputs)
	return en_orders_paused_kept(inputs)
});