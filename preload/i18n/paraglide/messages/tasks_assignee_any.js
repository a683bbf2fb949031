/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_Assignee_AnyInputs */

const en_tasks_assignee_any = /** @type {(inputs: Tasks_Assignee_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anyone`)
};

const es_tasks_assignee_any = /** @type {(inputs: Tasks_Assignee_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cualquiera`)
};

/**
* | output |
* | --- |
* | "Anyone" |
*
* @param {Tasks_Assignee_AnyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_assignee_any = /** @type {((inputs?: Tasks_Assignee_AnyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_Assignee_AnyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_tasks_assignee_any, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tasks_assignee_any(inputs)
	return en_tasks_assignee_any(inputs)
});