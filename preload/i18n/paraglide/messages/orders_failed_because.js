/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown>, reason: NonNullable<unknown> }} Orders_Failed_BecauseInputs */

const en_orders_failed_because = /** @type {(inputs: Orders_Failed_BecauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what}: ${i?.reason}`)
};

const es_orders_failed_because = /** @type {(inputs: Orders_Failed_BecauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what}: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "{what}: {reason}" |
*
* @param {Orders_Failed_BecauseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_failed_because = /** @type {((inputs: Orders_Failed_BecauseInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Failed_BecauseInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_failed_because, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_failed_because(inputs)
	return en_orders_failed_because(inputs)
});