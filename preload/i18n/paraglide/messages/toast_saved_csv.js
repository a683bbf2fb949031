/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown>, path: NonNullable<unknown> }} Toast_Saved_CsvInputs */

const en_toast_saved_csv = /** @type {(inputs: Toast_Saved_CsvInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saved ${i?.what} to ${i?.path}`)
};

/**
* | output |
* | --- |
* | "Saved {what} to {path}" |
*
* @param {Toast_Saved_CsvInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const toast_saved_csv = /** @type {((inputs: Toast_Saved_CsvInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Saved_CsvInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("toast_saved_csv", en_toast_saved_csv));
