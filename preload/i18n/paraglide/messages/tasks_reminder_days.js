/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Tasks_Reminder_DaysInputs */

const en_tasks_reminder_days = /** @type {(inputs: Tasks_Reminder_DaysInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} day before the due date`);
	return /** @type {LocalizedString} */ (`${shown} days before the due date`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} day before the due date" |
* | * | "{shown} days before the due date" |
*
* @param {Tasks_Reminder_DaysInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_reminder_days = /** @type {((inputs: Tasks_Reminder_DaysInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_Reminder_DaysInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("tasks_reminder_days", en_tasks_reminder_days));
