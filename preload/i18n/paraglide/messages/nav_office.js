/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_OfficeInputs */

const en_nav_office = /** @type {(inputs: Nav_OfficeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Office`)
};

const es_nav_office = /** @type {(inputs: Nav_OfficeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oficina`)
};

/**
* | output |
* | --- |
* | "Office" |
*
* @param {Nav_OfficeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const nav_office = /** @type {((inputs?: Nav_OfficeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_OfficeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_nav_office, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_nav_office(inputs)
	return en_nav_office(inputs)
});