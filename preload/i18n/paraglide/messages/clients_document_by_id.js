/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Document_By_IdInputs */

const en_clients_document_by_id = /** @type {(inputs: Clients_Document_By_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open document by id`)
};

const es_clients_document_by_id = /** @type {(inputs: Clients_Document_By_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir documento por ID`)
};

/**
* | output |
* | --- |
* | "Open document by id" |
*
* @param {Clients_Document_By_IdInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_document_by_id = /** @type {((inputs?: Clients_Document_By_IdInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Document_By_IdInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_document_by_id, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_document_by_id(inputs)
	return en_clients_document_by_id(inputs)
});