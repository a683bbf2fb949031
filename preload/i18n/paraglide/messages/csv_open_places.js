/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_Open_PlacesInputs */

const en_csv_open_places = /** @type {(inputs: Csv_Open_PlacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open places`)
};

/**
* | output |
* | --- |
* | "Open places" |
*
* @param {Csv_Open_PlacesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_open_places = /** @type {((inputs?: Csv_Open_PlacesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Open_PlacesInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("csv_open_places", en_csv_open_places));
