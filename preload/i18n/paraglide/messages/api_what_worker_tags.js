/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Api_What_Worker_TagsInputs */

const en_api_what_worker_tags = /** @type {(inputs: Api_What_Worker_TagsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the tags of worker ${i?.id}`)
};

const es_api_what_worker_tags = /** @type {(inputs: Api_What_Worker_TagsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`las etiquetas del trabajador ${i?.id}`)
};

/**
* | output |
* | --- |
* | "the tags of worker {id}" |
*
* @param {Api_What_Worker_TagsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_what_worker_tags = /** @type {((inputs: Api_What_Worker_TagsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_What_Worker_TagsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_api_what_worker_tags, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_what_worker_tags(inputs)
	return en_api_what_worker_tags(inputs)
});