/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_Status_OpenInputs */

const en_tasks_status_open = /** @type {(inputs: Tasks_Status_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not finished`)
};

const es_tasks_status_open = /** @type {(inputs: Tasks_Status_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin terminar`)
};

/**
* | output |
* | --- |
* | "Not finished" |
*
* @param {Tasks_Status_OpenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_status_open = /** @type {((inputs?: Tasks_Status_OpenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_Status_OpenInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_tasks_status_open, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tasks_status_open(inputs)
	return en_tasks_status_open(inputs)
});