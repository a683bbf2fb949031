/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coverage_Day_LabelInputs */

const en_coverage_day_label = /** @type {(inputs: Coverage_Day_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coverage of today's events by 15 minutes`)
};

/**
* | output |
* | --- |
* | "Coverage of today's events by 15 minutes" |
*
* @param {Coverage_Day_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_day_label = /** @type {((inputs?: Coverage_Day_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Day_LabelInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("coverage_day_label", en_coverage_day_label));
