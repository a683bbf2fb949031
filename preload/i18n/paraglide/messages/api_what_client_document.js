/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ item: NonNullable<unknown>, id: NonNullable<unknown> }} Api_What_Client_DocumentInputs */

const en_api_what_client_document = /** @type {(inputs: Api_What_Client_DocumentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`document ${i?.item} of client ${i?.id}`)
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
export const api_what_client_document = /** @type {((inputs: Api_What_Client_DocumentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_What_Client_DocumentInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_what_client_document", en_api_what_client_document));
