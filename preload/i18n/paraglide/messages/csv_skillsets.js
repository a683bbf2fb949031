/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_SkillsetsInputs */

const en_csv_skillsets = /** @type {(inputs: Csv_SkillsetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skillsets`)
};

const es_csv_skillsets = /** @type {(inputs: Csv_SkillsetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Habilidades`)
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
export const csv_skillsets = /** @type {((inputs?: Csv_SkillsetsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_SkillsetsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_csv_skillsets, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_csv_skillsets(inputs)
	return en_csv_skillsets(inputs)
});