/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Clients_What_DocumentInputs */

const en_clients_what_document = /** @type {(inputs: Clients_What_DocumentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`document ${i?.id}`)
};

const es_clients_what_document = /** @type {(inputs: Clients_What_DocumentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`el documento ${i?.id}`)
};

/**
* | output |
* | --- |
* | "document {id}" |
*
* @param {Clients_What_DocumentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_what_document = /** @type {((inputs: Clients_What_DocumentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_What_DocumentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_what_document, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_what_document(inputs)
	return en_clients_what_document(inputs)
});