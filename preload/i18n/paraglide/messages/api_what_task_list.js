/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_What_Task_ListInputs */

const en_api_what_task_list = /** @type {(inputs: Api_What_Task_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the task list`)
};

const es_api_what_task_list = /** @type {(inputs: Api_What_Task_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la lista de tareas`)
};

/**
* | output |
* | --- |
* | "the task list" |
*
* @param {Api_What_Task_ListInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_what_task_list = /** @type {((inputs?: Api_What_Task_ListInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_What_Task_ListInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_api_what_task_list, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_what_task_list(inputs)
	return en_api_what_task_list(inputs)
});