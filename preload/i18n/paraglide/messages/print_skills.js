/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ skills: NonNullable<unknown> }} Print_SkillsInputs */

const en_print_skills = /** @type {(inputs: Print_SkillsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Skills: ${i?.skills}`)
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
export const print_skills = /** @type {((inputs: Print_SkillsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_SkillsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_skills", en_print_skills));
