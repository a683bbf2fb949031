/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_IdsInputs */

const en_tasks_ids = /** @type {(inputs: Tasks_IdsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server's ids`)
};

const es_tasks_ids = /** @type {(inputs: Tasks_IdsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los identificadores del servidor`)
};

/**
* | output |
* | --- |
* | "The server's ids" |
*
* @param {Tasks_IdsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_ids = /** @type {((inputs?: Tasks_IdsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_IdsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_tasks_ids, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tasks_ids(inputs)
	return en_tasks_ids(inputs)
});