/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Detail_InstructionsInputs */

const en_event_detail_instructions = /** @type {(inputs: Event_Detail_InstructionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instructions`)
};

const es_event_detail_instructions = /** @type {(inputs: Event_Detail_InstructionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instrucciones`)
};

/**
* | output |
* | --- |
* | "Instructions" |
*
* @param {Event_Detail_InstructionsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_detail_instructions = /** @type {((inputs?: Event_Detail_InstructionsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Detail_InstructionsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_event_detail_instructions, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_event_detail_instructions(inputs)
	return en_event_detail_instructions(inputs)
});