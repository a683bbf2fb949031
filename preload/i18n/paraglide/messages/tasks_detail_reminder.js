/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_Detail_ReminderInputs */

const en_tasks_detail_reminder = /** @type {(inputs: Tasks_Detail_ReminderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reminder`)
};

/**
* | output |
* | --- |
* | "Reminder" |
*
* @param {Tasks_Detail_ReminderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_detail_reminder = /** @type {((inputs?: Tasks_Detail_ReminderInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_Detail_ReminderInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("tasks_detail_reminder", en_tasks_detail_reminder));
