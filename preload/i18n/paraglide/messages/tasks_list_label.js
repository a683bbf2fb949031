/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_List_LabelInputs */

const en_tasks_list_label = /** @type {(inputs: Tasks_List_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tasks, soonest due first`)
};

const es_tasks_list_label = /** @type {(inputs: Tasks_List_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tareas, primero las que vencen antes`)
};

/**
* | output |
* | --- |
* | "Tasks, soonest due first" |
*
* @param {Tasks_List_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_list_label = /** @type {((inputs?: Tasks_List_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_List_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_tasks_list_label, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tasks_list_label(inputs)
	return en_tasks_list_label(inputs)
});