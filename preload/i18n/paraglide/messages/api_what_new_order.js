/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Api_What_New_OrderInputs */

const en_api_what_new_order = /** @type {(inputs: Api_What_New_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the order for worker ${i?.id}`)
};

const es_api_what_new_order = /** @type {(inputs: Api_What_New_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`el pedido para el trabajador ${i?.id}`)
};

/**
* | output |
* | --- |
* | "the order for worker {id}" |
*
* @param {Api_What_New_OrderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_what_new_order = /** @type {((inputs: Api_What_New_OrderInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_What_New_OrderInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_api_what_new_order, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_what_new_order(inputs)
	return en_api_what_new_order(inputs)
});