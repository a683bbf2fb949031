/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_None_TitleInputs */

const en_tasks_none_title = /** @type {(inputs: Tasks_None_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The office has no tasks`)
};

const es_tasks_none_title = /** @type {(inputs: Tasks_None_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La oficina no tiene tareas`)
};

/**
* | output |
* | --- |
* | "The office has no tasks" |
*
* @param {Tasks_None_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_none_title = /** @type {((inputs?: Tasks_None_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_None_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_tasks_none_title, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tasks_none_title(inputs)
	return en_tasks_none_title(inputs)
});