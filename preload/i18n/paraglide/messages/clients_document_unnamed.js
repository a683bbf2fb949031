/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Clients_Document_UnnamedInputs */

const en_clients_document_unnamed = /** @type {(inputs: Clients_Document_UnnamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Document ${i?.id}`)
};

const es_clients_document_unnamed = /** @type {(inputs: Clients_Document_UnnamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Documento ${i?.id}`)
};

/**
* | output |
* | --- |
* | "Document {id}" |
*
* @param {Clients_Document_UnnamedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_document_unnamed = /** @type {((inputs: Clients_Document_UnnamedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Document_UnnamedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_document_unnamed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_document_unnamed(inputs)
	return en_clients_document_unnamed(inputs)
});