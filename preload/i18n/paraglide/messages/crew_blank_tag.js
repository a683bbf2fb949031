/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_Blank_TagInputs */

const en_crew_blank_tag = /** @type {(inputs: Crew_Blank_TagInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(blank tag)`)
};

const es_crew_blank_tag = /** @type {(inputs: Crew_Blank_TagInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(etiqueta vacía)`)
};

/**
* | output |
* | --- |
* | "(blank tag)" |
*
* @param {Crew_Blank_TagInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_blank_tag = /** @type {((inputs?: Crew_Blank_TagInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Blank_TagInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_crew_blank_tag, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_crew_blank_tag(inputs)
	return en_crew_blank_tag(inputs)
});