/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Regenerate_StopsInputs */

const en_office_regenerate_stops = /** @type {(inputs: Office_Regenerate_StopsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The current secret stops working at once.`)
};

const es_office_regenerate_stops = /** @type {(inputs: Office_Regenerate_StopsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El secreto actual deja de funcionar de inmediato.`)
};

/**
* | output |
* | --- |
* | "The current secret stops working at once." |
*
* @param {Office_Regenerate_StopsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_regenerate_stops = /** @type {((inputs?: Office_Regenerate_StopsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Regenerate_StopsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_regenerate_stops, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_regenerate_stops(inputs)
	return en_office_regenerate_stops(inputs)
});