/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, gaps: NonNullable<unknown> }} Coverage_Gaps_MoreInputs */

const en_coverage_gaps_more = /** @type {(inputs: Coverage_Gaps_MoreInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.gaps}; ${i?.count} more gap`);
	return /** @type {LocalizedString} */ (`${i?.gaps}; ${i?.count} more gaps`)
	
};

const es_coverage_gaps_more = /** @type {(inputs: Coverage_Gaps_MoreInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.gaps}; ${i?.count} hueco más`);
	return /** @type {LocalizedString} */ (`${i?.gaps}; ${i?.count} huecos más`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{gaps}; {count} more gap" |
* | * | "{gaps}; {count} more gaps" |
*
* @param {Coverage_Gaps_MoreInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_gaps_more = /** @type {((inputs: Coverage_Gaps_MoreInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Gaps_MoreInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_coverage_gaps_more, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_coverage_gaps_more(inputs)
	return en_coverage_gaps_more(inputs)
});