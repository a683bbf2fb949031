/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_AssigneeInputs */

const en_tasks_assignee = /** @type {(inputs: Tasks_AssigneeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assigned to`)
};

/**
* | output |
* | --- |
* | "Assigned to" |
*
* @param {Tasks_AssigneeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_assignee = /** @type {((inputs?: Tasks_AssigneeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_AssigneeInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("tasks_assignee", en_tasks_assignee));
