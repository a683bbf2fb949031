/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_LoadingInputs */

const en_tasks_loading = /** @type {(inputs: Tasks_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading stored tasks…`)
};

const es_tasks_loading = /** @type {(inputs: Tasks_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando las tareas guardadas…`)
};

/**
* | output |
* | --- |
* | "Loading stored tasks…" |
*
* @param {Tasks_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_loading = /** @type {((inputs?: Tasks_LoadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_LoadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_tasks_loading, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tasks_loading(inputs)
	return en_tasks_loading(inputs)
});