/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_Search_PlaceholderInputs */

const en_tasks_search_placeholder = /** @type {(inputs: Tasks_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Title, applicant, person, application`)
};

const es_tasks_search_placeholder = /** @type {(inputs: Tasks_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Título, solicitante, persona, solicitud`)
};

/**
* | output |
* | --- |
* | "Title, applicant, person, application" |
*
* @param {Tasks_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_search_placeholder = /** @type {((inputs?: Tasks_Search_PlaceholderInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_Search_PlaceholderInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_tasks_search_placeholder, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tasks_search_placeholder(inputs)
	return en_tasks_search_placeholder(inputs)
});