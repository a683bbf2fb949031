/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_Status_ReadInputs */

const en_csv_status_read = /** @type {(inputs: Csv_Status_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status read`)
};

/**
* | output |
* | --- |
* | "Status read" |
*
* @param {Csv_Status_ReadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_status_read = /** @type {((inputs?: Csv_Status_ReadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Status_ReadInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("csv_status_read", en_csv_status_read));
