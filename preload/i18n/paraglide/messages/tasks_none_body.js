/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_None_BodyInputs */

const en_tasks_none_body = /** @type {(inputs: Tasks_None_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server's task list is empty.`)
};

const es_tasks_none_body = /** @type {(inputs: Tasks_None_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La lista de tareas del servidor está vacía.`)
};

/**
* | output |
* | --- |
* | "The server's task list is empty." |
*
* @param {Tasks_None_BodyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_none_body = /** @type {((inputs?: Tasks_None_BodyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_None_BodyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_tasks_none_body, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tasks_none_body(inputs)
	return en_tasks_none_body(inputs)
});