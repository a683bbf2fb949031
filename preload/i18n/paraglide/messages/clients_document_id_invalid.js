/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Document_Id_InvalidInputs */

const en_clients_document_id_invalid = /** @type {(inputs: Clients_Document_Id_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A document id is a whole number, such as 9002.`)
};

const es_clients_document_id_invalid = /** @type {(inputs: Clients_Document_Id_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un ID de documento es un número entero, como 9002.`)
};

/**
* | output |
* | --- |
* | "A document id is a whole number, such as 9002." |
*
* @param {Clients_Document_Id_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_document_id_invalid = /** @type {((inputs?: Clients_Document_Id_InvalidInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Document_Id_InvalidInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_document_id_invalid, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_document_id_invalid(inputs)
	return en_clients_document_id_invalid(inputs)
});