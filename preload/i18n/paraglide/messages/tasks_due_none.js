/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_Due_NoneInputs */

const en_tasks_due_none = /** @type {(inputs: Tasks_Due_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No due date`)
};

/**
* | output |
* | --- |
* | "No due date" |
*
* @param {Tasks_Due_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_due_none = /** @type {((inputs?: Tasks_Due_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_Due_NoneInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("tasks_due_none", en_tasks_due_none));
