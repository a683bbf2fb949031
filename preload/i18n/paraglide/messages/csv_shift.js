/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_ShiftInputs */

const en_csv_shift = /** @type {(inputs: Csv_ShiftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shift`)
};

/**
* | output |
* | --- |
* | "Shift" |
*
* @param {Csv_ShiftInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_shift = /** @type {((inputs?: Csv_ShiftInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_ShiftInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("csv_shift", en_csv_shift));
