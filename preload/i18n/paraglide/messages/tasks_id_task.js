/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_Id_TaskInputs */

const en_tasks_id_task = /** @type {(inputs: Tasks_Id_TaskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Task`)
};

const es_tasks_id_task = /** @type {(inputs: Tasks_Id_TaskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarea`)
};

/**
* | output |
* | --- |
* | "Task" |
*
* @param {Tasks_Id_TaskInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_id_task = /** @type {((inputs?: Tasks_Id_TaskInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_Id_TaskInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_tasks_id_task, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tasks_id_task(inputs)
	return en_tasks_id_task(inputs)
});