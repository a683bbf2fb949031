/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_Fill_PercentInputs */

const en_csv_fill_percent = /** @type {(inputs: Csv_Fill_PercentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fill %`)
};

/**
* | output |
* | --- |
* | "Fill %" |
*
* @param {Csv_Fill_PercentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_fill_percent = /** @type {((inputs?: Csv_Fill_PercentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Fill_PercentInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("csv_fill_percent", en_csv_fill_percent));
