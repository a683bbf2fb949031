/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Help_TasksInputs */

const en_help_tasks = /** @type {(inputs: Help_TasksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tasks from the office: due dates, overdue, who has them`)
};

const es_help_tasks = /** @type {(inputs: Help_TasksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tareas de la oficina: vencimientos, atrasadas, quién las tiene`)
};

/**
* | output |
* | --- |
* | "Tasks from the office: due dates, overdue, who has them" |
*
* @param {Help_TasksInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const help_tasks = /** @type {((inputs?: Help_TasksInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Help_TasksInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_help_tasks, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_help_tasks(inputs)
	return en_help_tasks(inputs)
});