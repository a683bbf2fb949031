/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_Nobody_YetInputs */

const en_tasks_nobody_yet = /** @type {(inputs: Tasks_Nobody_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nobody yet`)
};

const es_tasks_nobody_yet = /** @type {(inputs: Tasks_Nobody_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nadie todavía`)
};

/**
* | output |
* | --- |
* | "Nobody yet" |
*
* @param {Tasks_Nobody_YetInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_nobody_yet = /** @type {((inputs?: Tasks_Nobody_YetInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_Nobody_YetInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_tasks_nobody_yet, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tasks_nobody_yet(inputs)
	return en_tasks_nobody_yet(inputs)
});