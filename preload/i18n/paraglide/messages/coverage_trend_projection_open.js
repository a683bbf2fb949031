/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Coverage_Trend_Projection_OpenInputs */

const en_coverage_trend_projection_open = /** @type {(inputs: Coverage_Trend_Projection_OpenInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`at this pace ${i?.count} place still open at the start`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`at this pace ${i?.count} places still open at the start`);
	return /** @type {LocalizedString} */ ("coverage_trend_projection_open");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "at this pace {count} place still open at the start" |
* | "other" | "at this pace {count} places still open at the start" |
*
* @param {Coverage_Trend_Projection_OpenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_trend_projection_open = /** @type {((inputs: Coverage_Trend_Projection_OpenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Trend_Projection_OpenInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("coverage_trend_projection_open", en_coverage_trend_projection_open));
