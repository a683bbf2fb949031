/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_Status_NoneInputs */

const en_tasks_status_none = /** @type {(inputs: Tasks_Status_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No status`)
};

const es_tasks_status_none = /** @type {(inputs: Tasks_Status_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin estado`)
};

/**
* | output |
* | --- |
* | "No status" |
*
* @param {Tasks_Status_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_status_none = /** @type {((inputs?: Tasks_Status_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_Status_NoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_tasks_status_none, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tasks_status_none(inputs)
	return en_tasks_status_none(inputs)
});