/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coverage_Trend_FillingInputs */

const en_coverage_trend_filling = /** @type {(inputs: Coverage_Trend_FillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filling`)
};

/**
* | output |
* | --- |
* | "Filling" |
*
* @param {Coverage_Trend_FillingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_trend_filling = /** @type {((inputs?: Coverage_Trend_FillingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Trend_FillingInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("coverage_trend_filling", en_coverage_trend_filling));
