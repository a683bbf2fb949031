/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Document_By_IdInputs */

const en_clients_document_by_id = /** @type {(inputs: Clients_Document_By_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open document by id`)
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
export const clients_document_by_id = /** @type {((inputs?: Clients_Document_By_IdInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Document_By_IdInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_document_by_id", en_clients_document_by_id));
