/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Address_RefusedInputs */

const en_office_address_refused = /** @type {(inputs: Office_Address_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That address cannot be opened from the app.`)
};

const es_office_address_refused = /** @type {(inputs: Office_Address_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esa dirección no se puede abrir desde la aplicación.`)
};

/**
* | output |
* | --- |
* | "That address cannot be opened from the app." |
*
* @param {Office_Address_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_address_refused = /** @type {((inputs?: Office_Address_RefusedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Address_RefusedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_address_refused, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_address_refused(inputs)
	return en_office_address_refused(inputs)
});