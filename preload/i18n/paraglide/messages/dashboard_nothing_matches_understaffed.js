/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ query: NonNullable<unknown> }} Dashboard_Nothing_Matches_UnderstaffedInputs */

const en_dashboard_nothing_matches_understaffed = /** @type {(inputs: Dashboard_Nothing_Matches_UnderstaffedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nothing matches “${i?.query}” among understaffed events.`)
};

const es_dashboard_nothing_matches_understaffed = /** @type {(inputs: Dashboard_Nothing_Matches_UnderstaffedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ningún evento incompleto coincide con «${i?.query}».`)
};

/**
* | output |
* | --- |
* | "Nothing matches “{query}” among understaffed events." |
*
* @param {Dashboard_Nothing_Matches_UnderstaffedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_nothing_matches_understaffed = /** @type {((inputs: Dashboard_Nothing_Matches_UnderstaffedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Nothing_Matches_UnderstaffedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_dashboard_nothing_matches_understaffed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_nothing_matches_understaffed(inputs)
	return en_dashboard_nothing_matches_understaffed(inputs)
});