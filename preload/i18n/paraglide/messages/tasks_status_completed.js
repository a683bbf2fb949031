/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_Status_CompletedInputs */

const en_tasks_status_completed = /** @type {(inputs: Tasks_Status_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completed`)
};

/**
* | output |
* | --- |
* | "Completed" |
*
* @param {Tasks_Status_CompletedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_status_completed = /** @type {((inputs?: Tasks_Status_CompletedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_Status_CompletedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("tasks_status_completed", en_tasks_status_completed));
