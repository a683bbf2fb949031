/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_EndInputs */

const en_csv_end = /** @type {(inputs: Csv_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`End`)
};

/**
* | output |
* | --- |
* | "End" |
*
* @param {Csv_EndInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_end = /** @type {((inputs?: Csv_EndInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_EndInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("csv_end", en_csv_end));
