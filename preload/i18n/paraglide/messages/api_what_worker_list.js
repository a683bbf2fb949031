/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_What_Worker_ListInputs */

const en_api_what_worker_list = /** @type {(inputs: Api_What_Worker_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the worker list`)
};

const es_api_what_worker_list = /** @type {(inputs: Api_What_Worker_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la lista de trabajadores`)
};

/**
* | output |
* | --- |
* | "the worker list" |
*
* @param {Api_What_Worker_ListInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_what_worker_list = /** @type {((inputs?: Api_What_Worker_ListInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_What_Worker_ListInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_api_what_worker_list, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_what_worker_list(inputs)
	return en_api_what_worker_list(inputs)
});