/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_Not_SyncedInputs */

const en_tasks_not_synced = /** @type {(inputs: Tasks_Not_SyncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tasks stored yet`)
};

const es_tasks_not_synced = /** @type {(inputs: Tasks_Not_SyncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay tareas guardadas`)
};

/**
* | output |
* | --- |
* | "No tasks stored yet" |
*
* @param {Tasks_Not_SyncedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_not_synced = /** @type {((inputs?: Tasks_Not_SyncedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_Not_SyncedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_tasks_not_synced, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tasks_not_synced(inputs)
	return en_tasks_not_synced(inputs)
});