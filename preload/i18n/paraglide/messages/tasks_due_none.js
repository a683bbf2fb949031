/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_Due_NoneInputs */

const en_tasks_due_none = /** @type {(inputs: Tasks_Due_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No due date`)
};

const es_tasks_due_none = /** @type {(inputs: Tasks_Due_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin fecha límite`)
};

/**
* | output |
* | --- |
* | "No due date" |
*
* @param {Tasks_Due_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_due_none = /** @type {((inputs?: Tasks_Due_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_Due_NoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_tasks_due_none, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tasks_due_none(inputs)
	return en_tasks_due_none(inputs)
});