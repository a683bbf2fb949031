/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Coverage_Step_ShortInputs */

const en_coverage_step_short = /** @type {(inputs: Coverage_Step_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} short`)
};

/**
* | output |
* | --- |
* | "{count} short" |
*
* @param {Coverage_Step_ShortInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_step_short = /** @type {((inputs: Coverage_Step_ShortInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Step_ShortInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("coverage_step_short", en_coverage_step_short));
