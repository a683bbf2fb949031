/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Any_DocumentInputs */

const en_office_any_document = /** @type {(inputs: Office_Any_DocumentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any document`)
};

const es_office_any_document = /** @type {(inputs: Office_Any_DocumentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cualquier documento`)
};

/**
* | output |
* | --- |
* | "Any document" |
*
* @param {Office_Any_DocumentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_any_document = /** @type {((inputs?: Office_Any_DocumentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Any_DocumentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_any_document, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_any_document(inputs)
	return en_office_any_document(inputs)
});