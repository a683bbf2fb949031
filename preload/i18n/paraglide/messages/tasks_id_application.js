/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_Id_ApplicationInputs */

const en_tasks_id_application = /** @type {(inputs: Tasks_Id_ApplicationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, application`)
};

const es_tasks_id_application = /** @type {(inputs: Tasks_Id_ApplicationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, solicitud`)
};

/**
* | output |
* | --- |
* | ", application" |
*
* @param {Tasks_Id_ApplicationInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_id_application = /** @type {((inputs?: Tasks_Id_ApplicationInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_Id_ApplicationInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_tasks_id_application, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tasks_id_application(inputs)
	return en_tasks_id_application(inputs)
});