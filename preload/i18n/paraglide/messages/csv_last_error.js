/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_Last_ErrorInputs */

const en_csv_last_error = /** @type {(inputs: Csv_Last_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last error`)
};

/**
* | output |
* | --- |
* | "Last error" |
*
* @param {Csv_Last_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_last_error = /** @type {((inputs?: Csv_Last_ErrorInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Last_ErrorInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("csv_last_error", en_csv_last_error));
