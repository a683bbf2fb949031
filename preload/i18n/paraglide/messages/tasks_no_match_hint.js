/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_No_Match_HintInputs */

const en_tasks_no_match_hint = /** @type {(inputs: Tasks_No_Match_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search looks at titles, descriptions, people, statuses and application numbers.`)
};

const es_tasks_no_match_hint = /** @type {(inputs: Tasks_No_Match_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La búsqueda mira títulos, descripciones, personas, estados y números de solicitud.`)
};

/**
* | output |
* | --- |
* | "Search looks at titles, descriptions, people, statuses and application numbers." |
*
* @param {Tasks_No_Match_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_no_match_hint = /** @type {((inputs?: Tasks_No_Match_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_No_Match_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_tasks_no_match_hint, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tasks_no_match_hint(inputs)
	return en_tasks_no_match_hint(inputs)
});