/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_Id_TaskInputs */

const en_tasks_id_task = /** @type {(inputs: Tasks_Id_TaskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Task`)
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
export const tasks_id_task = /** @type {((inputs?: Tasks_Id_TaskInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_Id_TaskInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("tasks_id_task", en_tasks_id_task));
