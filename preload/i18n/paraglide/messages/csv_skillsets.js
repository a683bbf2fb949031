/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_SkillsetsInputs */

const en_csv_skillsets = /** @type {(inputs: Csv_SkillsetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skillsets`)
};

/**
* | output |
* | --- |
* | "Skillsets" |
*
* @param {Csv_SkillsetsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_skillsets = /** @type {((inputs?: Csv_SkillsetsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_SkillsetsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("csv_skillsets", en_csv_skillsets));
