/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coverage_TableInputs */

const en_coverage_table = /** @type {(inputs: Coverage_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Table`)
};

/**
* | output |
* | --- |
* | "Table" |
*
* @param {Coverage_TableInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_table = /** @type {((inputs?: Coverage_TableInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_TableInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("coverage_table", en_coverage_table));
