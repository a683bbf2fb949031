/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Help_TasksInputs */

const en_help_tasks = /** @type {(inputs: Help_TasksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tasks from the office: due dates, overdue, who has them`)
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
export const help_tasks = /** @type {((inputs?: Help_TasksInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Help_TasksInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("help_tasks", en_help_tasks));
