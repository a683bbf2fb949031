/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Coverage_Step_BookedInputs */

const en_coverage_step_booked = /** @type {(inputs: Coverage_Step_BookedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} booked`)
};

/**
* | output |
* | --- |
* | "{count} booked" |
*
* @param {Coverage_Step_BookedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_step_booked = /** @type {((inputs: Coverage_Step_BookedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Step_BookedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("coverage_step_booked", en_coverage_step_booked));
