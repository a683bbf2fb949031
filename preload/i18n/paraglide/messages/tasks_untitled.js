/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_UntitledInputs */

const en_tasks_untitled = /** @type {(inputs: Tasks_UntitledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Untitled task`)
};

const es_tasks_untitled = /** @type {(inputs: Tasks_UntitledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarea sin título`)
};

/**
* | output |
* | --- |
* | "Untitled task" |
*
* @param {Tasks_UntitledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_untitled = /** @type {((inputs?: Tasks_UntitledInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_UntitledInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_tasks_untitled, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tasks_untitled(inputs)
	return en_tasks_untitled(inputs)
});