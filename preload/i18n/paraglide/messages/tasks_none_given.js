/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_None_GivenInputs */

const en_tasks_none_given = /** @type {(inputs: Tasks_None_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None given`)
};

const es_tasks_none_given = /** @type {(inputs: Tasks_None_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguna`)
};

/**
* | output |
* | --- |
* | "None given" |
*
* @param {Tasks_None_GivenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_none_given = /** @type {((inputs?: Tasks_None_GivenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_None_GivenInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_tasks_none_given, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tasks_none_given(inputs)
	return en_tasks_none_given(inputs)
});