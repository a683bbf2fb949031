/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_None_BodyInputs */

const en_clients_none_body = /** @type {(inputs: Clients_None_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clients arrive with the client list and the events you follow, at the next sync.`)
};

/**
* | output |
* | --- |
* | "Clients arrive with the client list and the events you follow, at the next sync." |
*
* @param {Clients_None_BodyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_none_body = /** @type {((inputs?: Clients_None_BodyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_None_BodyInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_none_body", en_clients_none_body));
