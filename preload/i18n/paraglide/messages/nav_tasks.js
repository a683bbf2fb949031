/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_TasksInputs */

const en_nav_tasks = /** @type {(inputs: Nav_TasksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tasks`)
};

const es_nav_tasks = /** @type {(inputs: Nav_TasksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tareas`)
};

/**
* | output |
* | --- |
* | "Tasks" |
*
* @param {Nav_TasksInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const nav_tasks = /** @type {((inputs?: Nav_TasksInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_TasksInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_nav_tasks, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_nav_tasks(inputs)
	return en_nav_tasks(inputs)
});