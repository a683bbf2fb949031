/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Failure_TasksInputs */

const en_sync_failure_tasks = /** @type {(inputs: Sync_Failure_TasksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The task list`)
};

const es_sync_failure_tasks = /** @type {(inputs: Sync_Failure_TasksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La lista de tareas`)
};

/**
* | output |
* | --- |
* | "The task list" |
*
* @param {Sync_Failure_TasksInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_tasks = /** @type {((inputs?: Sync_Failure_TasksInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_TasksInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_sync_failure_tasks, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sync_failure_tasks(inputs)
	return en_sync_failure_tasks(inputs)
});