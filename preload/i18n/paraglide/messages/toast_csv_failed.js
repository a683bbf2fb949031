/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Toast_Csv_FailedInputs */

const en_toast_csv_failed = /** @type {(inputs: Toast_Csv_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not save the CSV: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Could not save the CSV: {reason}" |
*
* @param {Toast_Csv_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const toast_csv_failed = /** @type {((inputs: Toast_Csv_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Csv_FailedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("toast_csv_failed", en_toast_csv_failed));
