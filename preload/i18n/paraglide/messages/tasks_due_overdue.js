/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_Due_OverdueInputs */

const en_tasks_due_overdue = /** @type {(inputs: Tasks_Due_OverdueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overdue`)
};

const es_tasks_due_overdue = /** @type {(inputs: Tasks_Due_OverdueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vencida`)
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
export const tasks_due_overdue = /** @type {((inputs?: Tasks_Due_OverdueInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_Due_OverdueInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_tasks_due_overdue, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tasks_due_overdue(inputs)
	return en_tasks_due_overdue(inputs)
});