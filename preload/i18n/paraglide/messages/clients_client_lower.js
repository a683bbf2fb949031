/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Clients_Client_LowerInputs */

const en_clients_client_lower = /** @type {(inputs: Clients_Client_LowerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`client ${i?.id}`)
};

/**
* | output |
* | --- |
* | "client {id}" |
*
* @param {Clients_Client_LowerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_client_lower = /** @type {((inputs: Clients_Client_LowerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Client_LowerInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_client_lower", en_clients_client_lower));
