/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_List_Needs_ConnectionInputs */

const en_clients_list_needs_connection = /** @type {(inputs: Clients_List_Needs_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Client lists are asked from the server each time, so they need a connection.`)
};

/**
* | output |
* | --- |
* | "Client lists are asked from the server each time, so they need a connection." |
*
* @param {Clients_List_Needs_ConnectionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_list_needs_connection = /** @type {((inputs?: Clients_List_Needs_ConnectionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_List_Needs_ConnectionInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_list_needs_connection", en_clients_list_needs_connection));
