/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, from: NonNullable<unknown>, to: NonNullable<unknown> }} Coverage_Gap_SteadyInputs */

const en_coverage_gap_steady = /** @type {(inputs: Coverage_Gap_SteadyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Short ${i?.count} from ${i?.from} to ${i?.to}`)
};

/**
* | output |
* | --- |
* | "Short {count} from {from} to {to}" |
*
* @param {Coverage_Gap_SteadyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_gap_steady = /** @type {((inputs: Coverage_Gap_SteadyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Gap_SteadyInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("coverage_gap_steady", en_coverage_gap_steady));
