/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Clients_Document_OfflineInputs */

const en_clients_document_offline = /** @type {(inputs: Clients_Document_OfflineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Offline, and document ${i?.id} was never opened on this computer. It opens once the network is back.`)
};

/**
* | output |
* | --- |
* | "Offline, and document {id} was never opened on this computer. It opens once the network is back." |
*
* @param {Clients_Document_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_document_offline = /** @type {((inputs: Clients_Document_OfflineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Document_OfflineInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_document_offline", en_clients_document_offline));
