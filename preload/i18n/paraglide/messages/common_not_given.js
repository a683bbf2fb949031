/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Not_GivenInputs */

const en_common_not_given = /** @type {(inputs: Common_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not given`)
};

const es_common_not_given = /** @type {(inputs: Common_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin indicar`)
};

/**
* | output |
* | --- |
* | "Not given" |
*
* @param {Common_Not_GivenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_not_given = /** @type {((inputs?: Common_Not_GivenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Not_GivenInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_common_not_given, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_not_given(inputs)
	return en_common_not_given(inputs)
});