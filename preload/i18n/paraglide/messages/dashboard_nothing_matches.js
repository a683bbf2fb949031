/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ query: NonNullable<unknown> }} Dashboard_Nothing_MatchesInputs */

const en_dashboard_nothing_matches = /** @type {(inputs: Dashboard_Nothing_MatchesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nothing matches “${i?.query}”.`)
};

const es_dashboard_nothing_matches = /** @type {(inputs: Dashboard_Nothing_MatchesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nada coincide con «${i?.query}».`)
};

/**
* | output |
* | --- |
* | "Nothing matches “{query}”." |
*
* @param {Dashboard_Nothing_MatchesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_nothing_matches = /** @type {((inputs: Dashboard_Nothing_MatchesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Nothing_MatchesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_dashboard_nothing_matches, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_nothing_matches(inputs)
	return en_dashboard_nothing_matches(inputs)
});