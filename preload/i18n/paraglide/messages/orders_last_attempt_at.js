/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ at: NonNullable<unknown> }} Orders_Last_Attempt_AtInputs */

const en_orders_last_attempt_at = /** @type {(inputs: Orders_Last_Attempt_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Last attempt ${i?.at}`)
};

const es_orders_last_attempt_at = /** @type {(inputs: Orders_Last_Attempt_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Último intento ${i?.at}`)
};

/**
* | output |
* | --- |
* | "Last attempt {at}" |
*
* @param {Orders_Last_Attempt_AtInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_last_attempt_at = /** @type {((inputs: Orders_Last_Attempt_AtInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Last_Attempt_AtInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_last_attempt_at, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_last_attempt_at(inputs)
	return en_orders_last_attempt_at(inputs)
});