/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Document_TypeInputs */

const en_office_document_type = /** @type {(inputs: Office_Document_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Document type`)
};

const es_office_document_type = /** @type {(inputs: Office_Document_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo de documento`)
};

/**
* | output |
* | --- |
* | "Document type" |
*
* @param {Office_Document_TypeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_document_type = /** @type {((inputs?: Office_Document_TypeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Document_TypeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_document_type, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_document_type(inputs)
	return en_office_document_type(inputs)
});