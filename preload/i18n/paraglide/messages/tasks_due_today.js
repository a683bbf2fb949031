/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_Due_TodayInputs */

const en_tasks_due_today = /** @type {(inputs: Tasks_Due_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Due today`)
};

const es_tasks_due_today = /** @type {(inputs: Tasks_Due_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vence hoy`)
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
export const tasks_due_today = /** @type {((inputs?: Tasks_Due_TodayInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_Due_TodayInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_tasks_due_today, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tasks_due_today(inputs)
	return en_tasks_due_today(inputs)
});