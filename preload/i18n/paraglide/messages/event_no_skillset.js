/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_No_SkillsetInputs */

const en_event_no_skillset = /** @type {(inputs: Event_No_SkillsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No skillset given`)
};

const es_event_no_skillset = /** @type {(inputs: Event_No_SkillsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin habilidades indicadas`)
};

/**
* | output |
* | --- |
* | "No skillset given" |
*
* @param {Event_No_SkillsetInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_no_skillset = /** @type {((inputs?: Event_No_SkillsetInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_No_SkillsetInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_event_no_skillset, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_event_no_skillset(inputs)
	return en_event_no_skillset(inputs)
});