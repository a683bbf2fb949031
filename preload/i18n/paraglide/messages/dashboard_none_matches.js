/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_None_MatchesInputs */

const en_dashboard_none_matches = /** @type {(inputs: Dashboard_None_MatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No event matches`)
};

const es_dashboard_none_matches = /** @type {(inputs: Dashboard_None_MatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ningún evento coincide`)
};

/**
* | output |
* | --- |
* | "No event matches" |
*
* @param {Dashboard_None_MatchesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_none_matches = /** @type {((inputs?: Dashboard_None_MatchesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_None_MatchesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_dashboard_none_matches, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_none_matches(inputs)
	return en_dashboard_none_matches(inputs)
});