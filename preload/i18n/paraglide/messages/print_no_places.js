/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_No_PlacesInputs */

const en_print_no_places = /** @type {(inputs: Print_No_PlacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No places asked for and nobody booked.`)
};

/**
* | output |
* | --- |
* | "No places asked for and nobody booked." |
*
* @param {Print_No_PlacesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_no_places = /** @type {((inputs?: Print_No_PlacesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_No_PlacesInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_no_places", en_print_no_places));
