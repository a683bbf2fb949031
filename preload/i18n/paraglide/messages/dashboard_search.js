/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_SearchInputs */

const en_dashboard_search = /** @type {(inputs: Dashboard_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search events`)
};

const es_dashboard_search = /** @type {(inputs: Dashboard_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar eventos`)
};

/**
* | output |
* | --- |
* | "Search events" |
*
* @param {Dashboard_SearchInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_search = /** @type {((inputs?: Dashboard_SearchInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_SearchInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_dashboard_search, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_search(inputs)
	return en_dashboard_search(inputs)
});