/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Clients_What_DocumentInputs */

const en_clients_what_document = /** @type {(inputs: Clients_What_DocumentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`document ${i?.id}`)
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
export const clients_what_document = /** @type {((inputs: Clients_What_DocumentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_What_DocumentInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_what_document", en_clients_what_document));
