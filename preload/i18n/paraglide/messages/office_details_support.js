/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Details_SupportInputs */

const en_office_details_support = /** @type {(inputs: Office_Details_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Details for support`)
};

const es_office_details_support = /** @type {(inputs: Office_Details_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Detalles para soporte`)
};

/**
* | output |
* | --- |
* | "Details for support" |
*
* @param {Office_Details_SupportInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_details_support = /** @type {((inputs?: Office_Details_SupportInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Details_SupportInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_details_support, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_details_support(inputs)
	return en_office_details_support(inputs)
});