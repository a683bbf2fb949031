/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Clients_Document_UnnamedInputs */

const en_clients_document_unnamed = /** @type {(inputs: Clients_Document_UnnamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Document ${i?.id}`)
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
export const clients_document_unnamed = /** @type {((inputs: Clients_Document_UnnamedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Document_UnnamedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_document_unnamed", en_clients_document_unnamed));
