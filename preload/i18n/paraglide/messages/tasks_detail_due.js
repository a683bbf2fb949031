/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_Detail_DueInputs */

const en_tasks_detail_due = /** @type {(inputs: Tasks_Detail_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Due`)
};

const es_tasks_detail_due = /** @type {(inputs: Tasks_Detail_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vence`)
};

/**
* | output |
* | --- |
* | "Due" |
*
* @param {Tasks_Detail_DueInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_detail_due = /** @type {((inputs?: Tasks_Detail_DueInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_Detail_DueInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_tasks_detail_due, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tasks_detail_due(inputs)
	return en_tasks_detail_due(inputs)
});