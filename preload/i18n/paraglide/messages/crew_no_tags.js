/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_No_TagsInputs */

const en_crew_no_tags = /** @type {(inputs: Crew_No_TagsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tags`)
};

const es_crew_no_tags = /** @type {(inputs: Crew_No_TagsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin etiquetas`)
};

/**
* | output |
* | --- |
* | "No tags" |
*
* @param {Crew_No_TagsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_no_tags = /** @type {((inputs?: Crew_No_TagsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_No_TagsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_crew_no_tags, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_crew_no_tags(inputs)
	return en_crew_no_tags(inputs)
});