/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown> }} Tasks_Due_OnInputs */

const en_tasks_due_on = /** @type {(inputs: Tasks_Due_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Due ${i?.day}`)
};

/**
* | output |
* | --- |
* | "Due {day}" |
*
* @param {Tasks_Due_OnInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_due_on = /** @type {((inputs: Tasks_Due_OnInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_Due_OnInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("tasks_due_on", en_tasks_due_on));
