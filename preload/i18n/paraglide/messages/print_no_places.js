/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_No_PlacesInputs */

const en_print_no_places = /** @type {(inputs: Print_No_PlacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No places asked for and nobody booked.`)
};

const es_print_no_places = /** @type {(inputs: Print_No_PlacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pidieron plazas y nadie está reservado.`)
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
export const print_no_places = /** @type {((inputs?: Print_No_PlacesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_No_PlacesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_print_no_places, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_no_places(inputs)
	return en_print_no_places(inputs)
});