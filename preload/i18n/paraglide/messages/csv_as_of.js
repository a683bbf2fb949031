/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_As_OfInputs */

const en_csv_as_of = /** @type {(inputs: Csv_As_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data as of`)
};

/**
* | output |
* | --- |
* | "Data as of" |
*
* @param {Csv_As_OfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_as_of = /** @type {((inputs?: Csv_As_OfInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_As_OfInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("csv_as_of", en_csv_as_of));
