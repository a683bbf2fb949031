/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_Assignee_UnnamedInputs */

const en_tasks_assignee_unnamed = /** @type {(inputs: Tasks_Assignee_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not named by the service`)
};

const es_tasks_assignee_unnamed = /** @type {(inputs: Tasks_Assignee_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin nombre en el servicio`)
};

/**
* | output |
* | --- |
* | "Not named by the service" |
*
* @param {Tasks_Assignee_UnnamedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_assignee_unnamed = /** @type {((inputs?: Tasks_Assignee_UnnamedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_Assignee_UnnamedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_tasks_assignee_unnamed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tasks_assignee_unnamed(inputs)
	return en_tasks_assignee_unnamed(inputs)
});