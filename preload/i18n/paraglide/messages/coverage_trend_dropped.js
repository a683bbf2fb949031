/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, since: NonNullable<unknown> }} Coverage_Trend_DroppedInputs */

const en_coverage_trend_dropped = /** @type {(inputs: Coverage_Trend_DroppedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} person dropped ${i?.since}`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} people dropped ${i?.since}`);
	return /** @type {LocalizedString} */ ("coverage_trend_dropped");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} person dropped {since}" |
* | "other" | "{count} people dropped {since}" |
*
* @param {Coverage_Trend_DroppedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_trend_dropped = /** @type {((inputs: Coverage_Trend_DroppedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Trend_DroppedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("coverage_trend_dropped", en_coverage_trend_dropped));
