/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown> }} Tasks_Due_Overdue_OnInputs */

const en_tasks_due_overdue_on = /** @type {(inputs: Tasks_Due_Overdue_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, due ${i?.day}`)
};

/**
* | output |
* | --- |
* | ", due {day}" |
*
* @param {Tasks_Due_Overdue_OnInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_due_overdue_on = /** @type {((inputs: Tasks_Due_Overdue_OnInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_Due_Overdue_OnInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("tasks_due_overdue_on", en_tasks_due_overdue_on));
