/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Discard_FailedInputs */

const en_orders_discard_failed = /** @type {(inputs: Orders_Discard_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not discarded`)
};

const es_orders_discard_failed = /** @type {(inputs: Orders_Discard_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se descartó`)
};

/**
* | output |
* | --- |
* | "Not discarded" |
*
* @param {Orders_Discard_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_discard_failed = /** @type {((inputs?: Orders_Discard_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Discard_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_discard_failed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_discard_failed(inputs)
	return en_orders_discard_failed(inputs)
});