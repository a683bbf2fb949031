/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, since: NonNullable<unknown> }} Coverage_Trend_GainedInputs */

const en_coverage_trend_gained = /** @type {(inputs: Coverage_Trend_GainedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`+${i?.count} booked ${i?.since}`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`+${i?.count} booked ${i?.since}`);
	return /** @type {LocalizedString} */ ("coverage_trend_gained");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "+{count} booked {since}" |
* | "other" | "+{count} booked {since}" |
*
* @param {Coverage_Trend_GainedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_trend_gained = /** @type {((inputs: Coverage_Trend_GainedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Trend_GainedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("coverage_trend_gained", en_coverage_trend_gained));
