/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_Reminder_On_DayInputs */

const en_tasks_reminder_on_day = /** @type {(inputs: Tasks_Reminder_On_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On the due date`)
};

/**
* | output |
* | --- |
* | "On the due date" |
*
* @param {Tasks_Reminder_On_DayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_reminder_on_day = /** @type {((inputs?: Tasks_Reminder_On_DayInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_Reminder_On_DayInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("tasks_reminder_on_day", en_tasks_reminder_on_day));
