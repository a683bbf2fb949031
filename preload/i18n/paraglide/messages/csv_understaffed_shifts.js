/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_Understaffed_ShiftsInputs */

const en_csv_understaffed_shifts = /** @type {(inputs: Csv_Understaffed_ShiftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Understaffed shifts`)
};

/**
* | output |
* | --- |
* | "Understaffed shifts" |
*
* @param {Csv_Understaffed_ShiftsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_understaffed_shifts = /** @type {((inputs?: Csv_Understaffed_ShiftsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Understaffed_ShiftsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("csv_understaffed_shifts", en_csv_understaffed_shifts));
