/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, from: NonNullable<unknown>, to: NonNullable<unknown> }} Coverage_Gap_VariesInputs */

const en_coverage_gap_varies = /** @type {(inputs: Coverage_Gap_VariesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Short up to ${i?.count} from ${i?.from} to ${i?.to}`)
};

/**
* | output |
* | --- |
* | "Short up to {count} from {from} to {to}" |
*
* @param {Coverage_Gap_VariesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_gap_varies = /** @type {((inputs: Coverage_Gap_VariesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Gap_VariesInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("coverage_gap_varies", en_coverage_gap_varies));
