/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_TitleInputs */

const en_crew_title = /** @type {(inputs: Crew_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crew`)
};

const es_crew_title = /** @type {(inputs: Crew_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Equipo`)
};

/**
* | output |
* | --- |
* | "Crew" |
*
* @param {Crew_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_title = /** @type {((inputs?: Crew_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_crew_title, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_crew_title(inputs)
	return en_crew_title(inputs)
});