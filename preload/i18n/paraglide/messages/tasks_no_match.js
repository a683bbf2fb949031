/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_No_MatchInputs */

const en_tasks_no_match = /** @type {(inputs: Tasks_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No task matches`)
};

const es_tasks_no_match = /** @type {(inputs: Tasks_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguna tarea coincide`)
};

/**
* | output |
* | --- |
* | "No task matches" |
*
* @param {Tasks_No_MatchInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_no_match = /** @type {((inputs?: Tasks_No_MatchInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_No_MatchInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_tasks_no_match, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tasks_no_match(inputs)
	return en_tasks_no_match(inputs)
});