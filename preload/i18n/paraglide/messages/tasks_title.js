/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_TitleInputs */

const en_tasks_title = /** @type {(inputs: Tasks_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tasks`)
};

const es_tasks_title = /** @type {(inputs: Tasks_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tareas`)
};

/**
* | output |
* | --- |
* | "Tasks" |
*
* @param {Tasks_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_title = /** @type {((inputs?: Tasks_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_tasks_title, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tasks_title(inputs)
	return en_tasks_title(inputs)
});