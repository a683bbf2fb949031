/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_ProblemsInputs */

const en_crew_problems = /** @type {(inputs: Crew_ProblemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Problems`)
};

const es_crew_problems = /** @type {(inputs: Crew_ProblemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Problemas`)
};

/**
* | output |
* | --- |
* | "Problems" |
*
* @param {Crew_ProblemsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_problems = /** @type {((inputs?: Crew_ProblemsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_ProblemsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_crew_problems, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_crew_problems(inputs)
	return en_crew_problems(inputs)
});