/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Coverage_Trend_StillInputs */

const en_coverage_trend_still = /** @type {(inputs: Coverage_Trend_StillInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`No change in ${i?.count} day`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`No change in ${i?.count} days`);
	return /** @type {LocalizedString} */ ("coverage_trend_still");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "No change in {count} day" |
* | "other" | "No change in {count} days" |
*
* @param {Coverage_Trend_StillInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_trend_still = /** @type {((inputs: Coverage_Trend_StillInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Trend_StillInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("coverage_trend_still", en_coverage_trend_still));
