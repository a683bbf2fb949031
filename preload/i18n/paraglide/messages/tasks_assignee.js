/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_AssigneeInputs */

const en_tasks_assignee = /** @type {(inputs: Tasks_AssigneeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assigned to`)
};

const es_tasks_assignee = /** @type {(inputs: Tasks_AssigneeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asignada a`)
};

/**
* | output |
* | --- |
* | "Assigned to" |
*
* @param {Tasks_AssigneeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_assignee = /** @type {((inputs?: Tasks_AssigneeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_AssigneeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_tasks_assignee, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tasks_assignee(inputs)
	return en_tasks_assignee(inputs)
});