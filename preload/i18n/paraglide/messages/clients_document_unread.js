/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Clients_Document_UnreadInputs */

const en_clients_document_unread = /** @type {(inputs: Clients_Document_UnreadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Document ${i?.id} could not be read.`)
};

const es_clients_document_unread = /** @type {(inputs: Clients_Document_UnreadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo leer el documento ${i?.id}.`)
};

/**
* | output |
* | --- |
* | "Document {id} could not be read." |
*
* @param {Clients_Document_UnreadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_document_unread = /** @type {((inputs: Clients_Document_UnreadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Document_UnreadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_document_unread, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_document_unread(inputs)
	return en_clients_document_unread(inputs)
});