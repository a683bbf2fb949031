/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, gaps: NonNullable<unknown> }} Coverage_Gaps_MoreInputs */

const en_coverage_gaps_more = /** @type {(inputs: Coverage_Gaps_MoreInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.gaps}; ${i?.count} more gap`);
	return /** @type {LocalizedString} */ (`${i?.gaps}; ${i?.count} more gaps`)
	
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
export const coverage_gaps_more = /** @type {((inputs: Coverage_Gaps_MoreInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Gaps_MoreInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("coverage_gaps_more", en_coverage_gaps_more));
