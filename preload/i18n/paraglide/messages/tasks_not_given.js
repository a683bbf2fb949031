/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_Not_GivenInputs */

const en_tasks_not_given = /** @type {(inputs: Tasks_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not given`)
};

const es_tasks_not_given = /** @type {(inputs: Tasks_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin indicar`)
};

/**
* | output |
* | --- |
* | "Not given" |
*
* @param {Tasks_Not_GivenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_not_given = /** @type {((inputs?: Tasks_Not_GivenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_Not_GivenInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_tasks_not_given, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tasks_not_given(inputs)
	return en_tasks_not_given(inputs)
});