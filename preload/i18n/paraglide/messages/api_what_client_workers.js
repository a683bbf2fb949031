/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Api_What_Client_WorkersInputs */

const en_api_what_client_workers = /** @type {(inputs: Api_What_Client_WorkersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the workers of client ${i?.id}`)
};

/**
* | output |
* | --- |
* | "the workers of client {id}" |
*
* @param {Api_What_Client_WorkersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_what_client_workers = /** @type {((inputs: Api_What_Client_WorkersInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_What_Client_WorkersInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_what_client_workers", en_api_what_client_workers));
