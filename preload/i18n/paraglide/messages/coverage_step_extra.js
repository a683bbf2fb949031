/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Coverage_Step_ExtraInputs */

const en_coverage_step_extra = /** @type {(inputs: Coverage_Step_ExtraInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} extra`)
};

/**
* | output |
* | --- |
* | "{count} extra" |
*
* @param {Coverage_Step_ExtraInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_step_extra = /** @type {((inputs: Coverage_Step_ExtraInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Step_ExtraInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("coverage_step_extra", en_coverage_step_extra));
