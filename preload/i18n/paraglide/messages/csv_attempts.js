/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_AttemptsInputs */

const en_csv_attempts = /** @type {(inputs: Csv_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attempts`)
};

/**
* | output |
* | --- |
* | "Attempts" |
*
* @param {Csv_AttemptsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_attempts = /** @type {((inputs?: Csv_AttemptsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_AttemptsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("csv_attempts", en_csv_attempts));
