/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown>, figures: NonNullable<unknown> }} Coverage_StepInputs */

const en_coverage_step = /** @type {(inputs: Coverage_StepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.time}: ${i?.figures}`)
};

/**
* | output |
* | --- |
* | "{time}: {figures}" |
*
* @param {Coverage_StepInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_step = /** @type {((inputs: Coverage_StepInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_StepInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("coverage_step", en_coverage_step));
