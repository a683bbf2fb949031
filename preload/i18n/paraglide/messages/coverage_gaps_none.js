/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coverage_Gaps_NoneInputs */

const en_coverage_gaps_none = /** @type {(inputs: Coverage_Gaps_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No one short at any time`)
};

const es_coverage_gaps_none = /** @type {(inputs: Coverage_Gaps_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No falta nadie en ningún momento`)
};

/**
* | output |
* | --- |
* | "No one short at any time" |
*
* @param {Coverage_Gaps_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_gaps_none = /** @type {((inputs?: Coverage_Gaps_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Gaps_NoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_coverage_gaps_none, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_coverage_gaps_none(inputs)
	return en_coverage_gaps_none(inputs)
});