/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Follow_Search_WorkersInputs */

const en_follow_search_workers = /** @type {(inputs: Follow_Search_WorkersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search workers`)
};

const es_follow_search_workers = /** @type {(inputs: Follow_Search_WorkersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar trabajadores`)
};

/**
* | output |
* | --- |
* | "Search workers" |
*
* @param {Follow_Search_WorkersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_search_workers = /** @type {((inputs?: Follow_Search_WorkersInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Search_WorkersInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_follow_search_workers, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_follow_search_workers(inputs)
	return en_follow_search_workers(inputs)
});