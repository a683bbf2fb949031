/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Follow_From_ListInputs */

const en_follow_from_list = /** @type {(inputs: Follow_From_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The worker list`)
};

const es_follow_from_list = /** @type {(inputs: Follow_From_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La lista de trabajadores`)
};

/**
* | output |
* | --- |
* | "The worker list" |
*
* @param {Follow_From_ListInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_from_list = /** @type {((inputs?: Follow_From_ListInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_From_ListInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_follow_from_list, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_follow_from_list(inputs)
	return en_follow_from_list(inputs)
});