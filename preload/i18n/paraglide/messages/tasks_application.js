/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Tasks_ApplicationInputs */

const en_tasks_application = /** @type {(inputs: Tasks_ApplicationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Application ${i?.id}`)
};

const es_tasks_application = /** @type {(inputs: Tasks_ApplicationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Solicitud ${i?.id}`)
};

/**
* | output |
* | --- |
* | "Application {id}" |
*
* @param {Tasks_ApplicationInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_application = /** @type {((inputs: Tasks_ApplicationInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_ApplicationInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_tasks_application, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tasks_application(inputs)
	return en_tasks_application(inputs)
});