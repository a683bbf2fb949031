/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_Shift_IdInputs */

const en_csv_shift_id = /** @type {(inputs: Csv_Shift_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shift ID`)
};

/**
* | output |
* | --- |
* | "Shift ID" |
*
* @param {Csv_Shift_IdInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_shift_id = /** @type {((inputs?: Csv_Shift_IdInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Shift_IdInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("csv_shift_id", en_csv_shift_id));
