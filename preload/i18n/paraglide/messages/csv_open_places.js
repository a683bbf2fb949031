/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_Open_PlacesInputs */

const en_csv_open_places = /** @type {(inputs: Csv_Open_PlacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open places`)
};

const es_csv_open_places = /** @type {(inputs: Csv_Open_PlacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plazas por cubrir`)
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
export const csv_open_places = /** @type {((inputs?: Csv_Open_PlacesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Open_PlacesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_csv_open_places, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_csv_open_places(inputs)
	return en_csv_open_places(inputs)
});