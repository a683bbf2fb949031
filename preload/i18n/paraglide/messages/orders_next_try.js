/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ at: NonNullable<unknown> }} Orders_Next_TryInputs */

const en_orders_next_try = /** @type {(inputs: Orders_Next_TryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Next try ${i?.at}`)
};

const es_orders_next_try = /** @type {(inputs: Orders_Next_TryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Próximo intento ${i?.at}`)
};

/**
* | output |
* | --- |
* | "Next try {at}" |
*
* @param {Orders_Next_TryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_next_try = /** @type {((inputs: Orders_Next_TryInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Next_TryInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_next_try, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_next_try(inputs)
	return en_orders_next_try(inputs)
});