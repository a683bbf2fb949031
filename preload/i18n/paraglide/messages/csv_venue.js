/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_VenueInputs */

const en_csv_venue = /** @type {(inputs: Csv_VenueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Venue`)
};

const es_csv_venue = /** @type {(inputs: Csv_VenueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lugar`)
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
export const csv_venue = /** @type {((inputs?: Csv_VenueInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_VenueInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_csv_venue, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_csv_venue(inputs)
	return en_csv_venue(inputs)
});