/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Id_DocumentInputs */

const en_api_id_document = /** @type {(inputs: Api_Id_DocumentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The document id`)
};

const es_api_id_document = /** @type {(inputs: Api_Id_DocumentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El ID del documento`)
};

/**
* | output |
* | --- |
* | "The document id" |
*
* @param {Api_Id_DocumentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_id_document = /** @type {((inputs?: Api_Id_DocumentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Id_DocumentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_api_id_document, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_id_document(inputs)
	return en_api_id_document(inputs)
});