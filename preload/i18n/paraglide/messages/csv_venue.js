/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_VenueInputs */

const en_csv_venue = /** @type {(inputs: Csv_VenueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Venue`)
};

/**
* | output |
* | --- |
* | "Venue" |
*
* @param {Csv_VenueInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_venue = /** @type {((inputs?: Csv_VenueInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_VenueInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("csv_venue", en_csv_venue));
