/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Coverage_Step_NeededInputs */

const en_coverage_step_needed = /** @type {(inputs: Coverage_Step_NeededInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} needed`)
};

/**
* | output |
* | --- |
* | "{count} needed" |
*
* @param {Coverage_Step_NeededInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_step_needed = /** @type {((inputs: Coverage_Step_NeededInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Step_NeededInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("coverage_step_needed", en_coverage_step_needed));
