/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Documents_TitleInputs */

const en_clients_documents_title = /** @type {(inputs: Clients_Documents_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Documents`)
};

/**
* | output |
* | --- |
* | "Documents" |
*
* @param {Clients_Documents_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_documents_title = /** @type {((inputs?: Clients_Documents_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Documents_TitleInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_documents_title", en_clients_documents_title));
