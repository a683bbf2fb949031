/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Detail_SkillsetsInputs */

const en_event_detail_skillsets = /** @type {(inputs: Event_Detail_SkillsetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skillsets`)
};

const es_event_detail_skillsets = /** @type {(inputs: Event_Detail_SkillsetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Habilidades`)
};

/**
* | output |
* | --- |
* | "Skillsets" |
*
* @param {Event_Detail_SkillsetsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_detail_skillsets = /** @type {((inputs?: Event_Detail_SkillsetsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Detail_SkillsetsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_event_detail_skillsets, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_event_detail_skillsets(inputs)
	return en_event_detail_skillsets(inputs)
});