/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Mark_FailedInputs */

const en_orders_mark_failed = /** @type {(inputs: Orders_Mark_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not marked`)
};

const es_orders_mark_failed = /** @type {(inputs: Orders_Mark_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se marcó`)
};

/**
* | output |
* | --- |
* | "Not marked" |
*
* @param {Orders_Mark_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_mark_failed = /** @type {((inputs?: Orders_Mark_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Mark_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_mark_failed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_mark_failed(inputs)
	return en_orders_mark_failed(inputs)
});