/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_Next_Shift_StartInputs */

const en_csv_next_shift_start = /** @type {(inputs: Csv_Next_Shift_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next shift start`)
};

/**
* | output |
* | --- |
* | "Next shift start" |
*
* @param {Csv_Next_Shift_StartInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_next_shift_start = /** @type {((inputs?: Csv_Next_Shift_StartInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Next_Shift_StartInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("csv_next_shift_start", en_csv_next_shift_start));
