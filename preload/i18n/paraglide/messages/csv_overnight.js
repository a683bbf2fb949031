/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_OvernightInputs */

const en_csv_overnight = /** @type {(inputs: Csv_OvernightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overnight`)
};

/**
* | output |
* | --- |
* | "Overnight" |
*
* @param {Csv_OvernightInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_overnight = /** @type {((inputs?: Csv_OvernightInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_OvernightInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("csv_overnight", en_csv_overnight));
