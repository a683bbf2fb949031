/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown> }} Orders_DiscardedInputs */

const en_orders_discarded = /** @type {(inputs: Orders_DiscardedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Discarded: ${i?.what}`)
};

const es_orders_discarded = /** @type {(inputs: Orders_DiscardedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Descartado: ${i?.what}`)
};

/**
* | output |
* | --- |
* | "Discarded: {what}" |
*
* @param {Orders_DiscardedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_discarded = /** @type {((inputs: Orders_DiscardedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_DiscardedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_discarded, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_discarded(inputs)
	return en_orders_discarded(inputs)
});