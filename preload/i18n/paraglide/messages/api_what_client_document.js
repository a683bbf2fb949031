/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ item: NonNullable<unknown>, id: NonNullable<unknown> }} Api_What_Client_DocumentInputs */

const en_api_what_client_document = /** @type {(inputs: Api_What_Client_DocumentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`document ${i?.item} of client ${i?.id}`)
};

const es_api_what_client_document = /** @type {(inputs: Api_What_Client_DocumentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`el documento ${i?.item} del cliente ${i?.id}`)
};

/**
* | output |
* | --- |
* | "document {item} of client {id}" |
*
* @param {Api_What_Client_DocumentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_what_client_document = /** @type {((inputs: Api_What_Client_DocumentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_What_Client_DocumentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_api_what_client_document, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_what_client_document(inputs)
	return en_api_what_client_document(inputs)
});