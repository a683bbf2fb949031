/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_Alternates_NeededInputs */

const en_csv_alternates_needed = /** @type {(inputs: Csv_Alternates_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alternates needed`)
};

/**
* | output |
* | --- |
* | "Alternates needed" |
*
* @param {Csv_Alternates_NeededInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_alternates_needed = /** @type {((inputs?: Csv_Alternates_NeededInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Alternates_NeededInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("csv_alternates_needed", en_csv_alternates_needed));
