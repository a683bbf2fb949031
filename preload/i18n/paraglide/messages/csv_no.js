/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_NoInputs */

const en_csv_no = /** @type {(inputs: Csv_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no`)
};

/**
* | output |
* | --- |
* | "no" |
*
* @param {Csv_NoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_no = /** @type {((inputs?: Csv_NoInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_NoInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("csv_no", en_csv_no));
