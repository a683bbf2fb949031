/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Coverage_Resize_FailedInputs */

const en_coverage_resize_failed = /** @type {(inputs: Coverage_Resize_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not change the coverage picture's size: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Could not change the coverage picture's size: {reason}" |
*
* @param {Coverage_Resize_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_resize_failed = /** @type {((inputs: Coverage_Resize_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Resize_FailedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("coverage_resize_failed", en_coverage_resize_failed));
