/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_FilledInputs */

const en_csv_filled = /** @type {(inputs: Csv_FilledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filled`)
};

/**
* | output |
* | --- |
* | "Filled" |
*
* @param {Csv_FilledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_filled = /** @type {((inputs?: Csv_FilledInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_FilledInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("csv_filled", en_csv_filled));
