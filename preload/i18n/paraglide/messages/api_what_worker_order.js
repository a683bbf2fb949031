/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ item: NonNullable<unknown>, id: NonNullable<unknown> }} Api_What_Worker_OrderInputs */

const en_api_what_worker_order = /** @type {(inputs: Api_What_Worker_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`order ${i?.item} of worker ${i?.id}`)
};

const es_api_what_worker_order = /** @type {(inputs: Api_What_Worker_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`el pedido ${i?.item} del trabajador ${i?.id}`)
};

/**
* | output |
* | --- |
* | "order {item} of worker {id}" |
*
* @param {Api_What_Worker_OrderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_what_worker_order = /** @type {((inputs: Api_What_Worker_OrderInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_What_Worker_OrderInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_api_what_worker_order, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_what_worker_order(inputs)
	return en_api_what_worker_order(inputs)
});