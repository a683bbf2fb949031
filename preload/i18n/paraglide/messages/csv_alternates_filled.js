/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_Alternates_FilledInputs */

const en_csv_alternates_filled = /** @type {(inputs: Csv_Alternates_FilledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alternates filled`)
};

/**
* | output |
* | --- |
* | "Alternates filled" |
*
* @param {Csv_Alternates_FilledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_alternates_filled = /** @type {((inputs?: Csv_Alternates_FilledInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Alternates_FilledInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("csv_alternates_filled", en_csv_alternates_filled));
