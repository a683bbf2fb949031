/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Document_Id_InvalidInputs */

const en_clients_document_id_invalid = /** @type {(inputs: Clients_Document_Id_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A document id is a whole number, such as 9002.`)
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
export const clients_document_id_invalid = /** @type {((inputs?: Clients_Document_Id_InvalidInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Document_Id_InvalidInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_document_id_invalid", en_clients_document_id_invalid));
