/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_Detail_RelatedInputs */

const en_tasks_detail_related = /** @type {(inputs: Tasks_Detail_RelatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Related to`)
};

const es_tasks_detail_related = /** @type {(inputs: Tasks_Detail_RelatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Relacionada con`)
};

/**
* | output |
* | --- |
* | "Related to" |
*
* @param {Tasks_Detail_RelatedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_detail_related = /** @type {((inputs?: Tasks_Detail_RelatedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_Detail_RelatedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_tasks_detail_related, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tasks_detail_related(inputs)
	return en_tasks_detail_related(inputs)
});