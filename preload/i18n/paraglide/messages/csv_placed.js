/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_PlacedInputs */

const en_csv_placed = /** @type {(inputs: Csv_PlacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Placed`)
};

/**
* | output |
* | --- |
* | "Placed" |
*
* @param {Csv_PlacedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_placed = /** @type {((inputs?: Csv_PlacedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_PlacedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("csv_placed", en_csv_placed));
