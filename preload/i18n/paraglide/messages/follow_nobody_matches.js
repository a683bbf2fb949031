/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Follow_Nobody_MatchesInputs */

const en_follow_nobody_matches = /** @type {(inputs: Follow_Nobody_MatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nobody matches`)
};

const es_follow_nobody_matches = /** @type {(inputs: Follow_Nobody_MatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nadie coincide`)
};

/**
* | output |
* | --- |
* | "Nobody matches" |
*
* @param {Follow_Nobody_MatchesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_nobody_matches = /** @type {((inputs?: Follow_Nobody_MatchesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Nobody_MatchesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_follow_nobody_matches, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_follow_nobody_matches(inputs)
	return en_follow_nobody_matches(inputs)
});