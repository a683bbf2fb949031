/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_Status_AnyInputs */

const en_tasks_status_any = /** @type {(inputs: Tasks_Status_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All statuses`)
};

const es_tasks_status_any = /** @type {(inputs: Tasks_Status_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los estados`)
};

/**
* | output |
* | --- |
* | "All statuses" |
*
* @param {Tasks_Status_AnyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_status_any = /** @type {((inputs?: Tasks_Status_AnyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_Status_AnyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_tasks_status_any, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tasks_status_any(inputs)
	return en_tasks_status_any(inputs)
});