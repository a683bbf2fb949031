/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ skills: NonNullable<unknown> }} Print_SkillsInputs */

const en_print_skills = /** @type {(inputs: Print_SkillsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Skills: ${i?.skills}`)
};

const es_print_skills = /** @type {(inputs: Print_SkillsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Habilidades: ${i?.skills}`)
};

/**
* | output |
* | --- |
* | "Skills: {skills}" |
*
* @param {Print_SkillsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_skills = /** @type {((inputs: Print_SkillsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_SkillsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_print_skills, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_skills(inputs)
	return en_print_skills(inputs)
});