/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_GapInputs */

const en_csv_gap = /** @type {(inputs: Csv_GapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gap`)
};

/**
* | output |
* | --- |
* | "Gap" |
*
* @param {Csv_GapInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_gap = /** @type {((inputs?: Csv_GapInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_GapInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("csv_gap", en_csv_gap));
