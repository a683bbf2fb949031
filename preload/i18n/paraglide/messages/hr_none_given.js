/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hr_None_GivenInputs */

const en_hr_none_given = /** @type {(inputs: Hr_None_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None given`)
};

const es_hr_none_given = /** @type {(inputs: Hr_None_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin indicar`)
};

/**
* | output |
* | --- |
* | "None given" |
*
* @param {Hr_None_GivenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const hr_none_given = /** @type {((inputs?: Hr_None_GivenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hr_None_GivenInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_hr_none_given, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_hr_none_given(inputs)
	return en_hr_none_given(inputs)
});