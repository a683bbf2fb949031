/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_Due_OverdueInputs */

const en_tasks_due_overdue = /** @type {(inputs: Tasks_Due_OverdueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overdue`)
};

/**
* | output |
* | --- |
* | "Overdue" |
*
* @param {Tasks_Due_OverdueInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_due_overdue = /** @type {((inputs?: Tasks_Due_OverdueInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_Due_OverdueInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("tasks_due_overdue", en_tasks_due_overdue));
