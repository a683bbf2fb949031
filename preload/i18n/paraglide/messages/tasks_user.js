/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Tasks_UserInputs */

const en_tasks_user = /** @type {(inputs: Tasks_UserInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`User ${i?.id}`)
};

const es_tasks_user = /** @type {(inputs: Tasks_UserInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Usuario ${i?.id}`)
};

/**
* | output |
* | --- |
* | "User {id}" |
*
* @param {Tasks_UserInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_user = /** @type {((inputs: Tasks_UserInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_UserInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tasks_user(inputs)
	return en_tasks_user(inputs)
});