/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Changes_Not_GivenInputs */

const en_changes_not_given = /** @type {(inputs: Changes_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not given`)
};

const es_changes_not_given = /** @type {(inputs: Changes_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no indicada`)
};

/**
* | output |
* | --- |
* | "not given" |
*
* @param {Changes_Not_GivenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const changes_not_given = /** @type {((inputs?: Changes_Not_GivenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_Not_GivenInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_changes_not_given, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_changes_not_given(inputs)
	return en_changes_not_given(inputs)
});