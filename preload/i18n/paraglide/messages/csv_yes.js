/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_YesInputs */

const en_csv_yes = /** @type {(inputs: Csv_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`yes`)
};

/**
* | output |
* | --- |
* | "yes" |
*
* @param {Csv_YesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_yes = /** @type {((inputs?: Csv_YesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_YesInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("csv_yes", en_csv_yes));
