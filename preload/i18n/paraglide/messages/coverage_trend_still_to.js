/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, to: NonNullable<unknown> }} Coverage_Trend_Still_ToInputs */

const en_coverage_trend_still_to = /** @type {(inputs: Coverage_Trend_Still_ToInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`No change in the day to ${i?.to}`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`No change in the ${i?.count} days to ${i?.to}`);
	return /** @type {LocalizedString} */ ("coverage_trend_still_to");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "No change in the day to {to}" |
* | "other" | "No change in the {count} days to {to}" |
*
* @param {Coverage_Trend_Still_ToInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_trend_still_to = /** @type {((inputs: Coverage_Trend_Still_ToInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Trend_Still_ToInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("coverage_trend_still_to", en_coverage_trend_still_to));
