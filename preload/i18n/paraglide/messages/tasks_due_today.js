/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_Due_TodayInputs */

const en_tasks_due_today = /** @type {(inputs: Tasks_Due_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Due today`)
};

/**
* | output |
* | --- |
* | "Due today" |
*
* @param {Tasks_Due_TodayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_due_today = /** @type {((inputs?: Tasks_Due_TodayInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_Due_TodayInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("tasks_due_today", en_tasks_due_today));
