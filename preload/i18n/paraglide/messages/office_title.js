/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_TitleInputs */

const en_office_title = /** @type {(inputs: Office_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Office`)
};

const es_office_title = /** @type {(inputs: Office_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oficina`)
};

/**
* | output |
* | --- |
* | "Office" |
*
* @param {Office_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_title = /** @type {((inputs?: Office_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_title, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_title(inputs)
	return en_office_title(inputs)
});