/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_Detail_CreatedInputs */

const en_tasks_detail_created = /** @type {(inputs: Tasks_Detail_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Created`)
};

const es_tasks_detail_created = /** @type {(inputs: Tasks_Detail_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creada`)
};

/**
* | output |
* | --- |
* | "Created" |
*
* @param {Tasks_Detail_CreatedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_detail_created = /** @type {((inputs?: Tasks_Detail_CreatedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_Detail_CreatedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_tasks_detail_created, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tasks_detail_created(inputs)
	return en_tasks_detail_created(inputs)
});