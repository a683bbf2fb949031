/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_Detail_ReminderInputs */

const en_tasks_detail_reminder = /** @type {(inputs: Tasks_Detail_ReminderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reminder`)
};

const es_tasks_detail_reminder = /** @type {(inputs: Tasks_Detail_ReminderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recordatorio`)
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
export const tasks_detail_reminder = /** @type {((inputs?: Tasks_Detail_ReminderInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_Detail_ReminderInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_tasks_detail_reminder, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tasks_detail_reminder(inputs)
	return en_tasks_detail_reminder(inputs)
});