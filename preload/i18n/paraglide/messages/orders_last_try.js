/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ said: NonNullable<unknown> }} Orders_Last_TryInputs */

const en_orders_last_try = /** @type {(inputs: Orders_Last_TryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Last try: ${i?.said}`)
};

const es_orders_last_try = /** @type {(inputs: Orders_Last_TryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Último intento: ${i?.said}`)
};

/**
* | output |
* | --- |
* | "Last try: {said}" |
*
* @param {Orders_Last_TryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_last_try = /** @type {((inputs: Orders_Last_TryInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Last_TryInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_last_try, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_last_try(inputs)
	return en_orders_last_try(inputs)
});