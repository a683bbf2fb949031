/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_Read_FailedInputs */

const en_tasks_read_failed = /** @type {(inputs: Tasks_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The stored tasks could not be read`)
};

const es_tasks_read_failed = /** @type {(inputs: Tasks_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron leer las tareas guardadas`)
};

/**
* | output |
* | --- |
* | "The stored tasks could not be read" |
*
* @param {Tasks_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_read_failed = /** @type {((inputs?: Tasks_Read_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_Read_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_tasks_read_failed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tasks_read_failed(inputs)
	return en_tasks_read_failed(inputs)
});