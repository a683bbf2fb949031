/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Clients_Client_UnnamedInputs */

const en_clients_client_unnamed = /** @type {(inputs: Clients_Client_UnnamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Client ${i?.id}`)
};

/**
* | output |
* | --- |
* | "Client {id}" |
*
* @param {Clients_Client_UnnamedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_client_unnamed = /** @type {((inputs: Clients_Client_UnnamedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Client_UnnamedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_client_unnamed", en_clients_client_unnamed));
