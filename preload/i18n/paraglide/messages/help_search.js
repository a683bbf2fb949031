/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Help_SearchInputs */

const en_help_search = /** @type {(inputs: Help_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search the list on screen`)
};

const es_help_search = /** @type {(inputs: Help_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar en la lista de la pantalla`)
};

/**
* | output |
* | --- |
* | "Search the list on screen" |
*
* @param {Help_SearchInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const help_search = /** @type {((inputs?: Help_SearchInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Help_SearchInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_help_search, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_help_search(inputs)
	return en_help_search(inputs)
});