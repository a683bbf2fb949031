/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Coverage_Gaps_HiddenInputs */

const en_coverage_gaps_hidden = /** @type {(inputs: Coverage_Gaps_HiddenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`+${i?.count} more`)
};

const es_coverage_gaps_hidden = /** @type {(inputs: Coverage_Gaps_HiddenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`+${i?.count} más`)
};

/**
* | output |
* | --- |
* | "+{count} more" |
*
* @param {Coverage_Gaps_HiddenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_gaps_hidden = /** @type {((inputs: Coverage_Gaps_HiddenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Gaps_HiddenInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_coverage_gaps_hidden, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_coverage_gaps_hidden(inputs)
	return en_coverage_gaps_hidden(inputs)
});