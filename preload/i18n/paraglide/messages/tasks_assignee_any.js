/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_Assignee_AnyInputs */

const en_tasks_assignee_any = /** @type {(inputs: Tasks_Assignee_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anyone`)
};

/**
* | output |
* | --- |
* | "Anyone" |
*
* @param {Tasks_Assignee_AnyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_assignee_any = /** @type {((inputs?: Tasks_Assignee_AnyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_Assignee_AnyInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("tasks_assignee_any", en_tasks_assignee_any));
