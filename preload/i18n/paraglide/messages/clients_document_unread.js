/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Clients_Document_UnreadInputs */

const en_clients_document_unread = /** @type {(inputs: Clients_Document_UnreadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Document ${i?.id} could not be read.`)
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
export const clients_document_unread = /** @type {((inputs: Clients_Document_UnreadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Document_UnreadInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_document_unread", en_clients_document_unread));
