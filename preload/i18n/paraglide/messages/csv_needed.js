/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_NeededInputs */

const en_csv_needed = /** @type {(inputs: Csv_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Needed`)
};

/**
* | output |
* | --- |
* | "Needed" |
*
* @param {Csv_NeededInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_needed = /** @type {((inputs?: Csv_NeededInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_NeededInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("csv_needed", en_csv_needed));
