/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_SearchInputs */

const en_tasks_search = /** @type {(inputs: Tasks_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search tasks`)
};

const es_tasks_search = /** @type {(inputs: Tasks_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar tareas`)
};

/**
* | output |
* | --- |
* | "Search tasks" |
*
* @param {Tasks_SearchInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_search = /** @type {((inputs?: Tasks_SearchInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_SearchInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_tasks_search, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tasks_search(inputs)
	return en_tasks_search(inputs)
});