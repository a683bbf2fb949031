/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_Reminder_On_DayInputs */

const en_tasks_reminder_on_day = /** @type {(inputs: Tasks_Reminder_On_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On the due date`)
};

const es_tasks_reminder_on_day = /** @type {(inputs: Tasks_Reminder_On_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El día en que vence`)
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
export const tasks_reminder_on_day = /** @type {((inputs?: Tasks_Reminder_On_DayInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_Reminder_On_DayInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_tasks_reminder_on_day, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tasks_reminder_on_day(inputs)
	return en_tasks_reminder_on_day(inputs)
});