/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_Status_In_ProgressInputs */

const en_tasks_status_in_progress = /** @type {(inputs: Tasks_Status_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In progress`)
};

/**
* | output |
* | --- |
* | "In progress" |
*
* @param {Tasks_Status_In_ProgressInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_status_in_progress = /** @type {((inputs?: Tasks_Status_In_ProgressInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_Status_In_ProgressInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("tasks_status_in_progress", en_tasks_status_in_progress));
