/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_Assignee_UnnamedInputs */

const en_tasks_assignee_unnamed = /** @type {(inputs: Tasks_Assignee_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not named by the service`)
};

/**
* | output |
* | --- |
* | "Not named by the service" |
*
* @param {Tasks_Assignee_UnnamedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_assignee_unnamed = /** @type {((inputs?: Tasks_Assignee_UnnamedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_Assignee_UnnamedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("tasks_assignee_unnamed", en_tasks_assignee_unnamed));
