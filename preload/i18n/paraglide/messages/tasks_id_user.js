/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_Id_UserInputs */

const en_tasks_id_user = /** @type {(inputs: Tasks_Id_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, assigned to user`)
};

const es_tasks_id_user = /** @type {(inputs: Tasks_Id_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, asignada al usuario`)
};

/**
* | output |
* | --- |
* | ", assigned to user" |
*
* @param {Tasks_Id_UserInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_id_user = /** @type {((inputs?: Tasks_Id_UserInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_Id_UserInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_tasks_id_user, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tasks_id_user(inputs)
	return en_tasks_id_user(inputs)
});