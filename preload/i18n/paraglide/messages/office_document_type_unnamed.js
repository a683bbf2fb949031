/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Document_Type_UnnamedInputs */

const en_office_document_type_unnamed = /** @type {(inputs: Office_Document_Type_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Document type not named by the service`)
};

const es_office_document_type_unnamed = /** @type {(inputs: Office_Document_Type_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo de documento sin nombre en el servicio`)
};

/**
* | output |
* | --- |
* | "Document type not named by the service" |
*
* @param {Office_Document_Type_UnnamedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_document_type_unnamed = /** @type {((inputs?: Office_Document_Type_UnnamedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Document_Type_UnnamedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_document_type_unnamed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_document_type_unnamed(inputs)
	return en_office_document_type_unnamed(inputs)
});