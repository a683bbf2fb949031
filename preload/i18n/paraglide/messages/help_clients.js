/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Help_ClientsInputs */

const en_help_clients = /** @type {(inputs: Help_ClientsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clients: their orders and documents`)
};

/**
* | output |
* | --- |
* | "Clients: their orders and documents" |
*
* @param {Help_ClientsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const help_clients = /** @type {((inputs?: Help_ClientsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Help_ClientsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("help_clients", en_help_clients));
