/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ client: NonNullable<unknown> }} Clients_Banned_AtInputs */

const en_clients_banned_at = /** @type {(inputs: Clients_Banned_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Banned at ${i?.client}`)
};

/**
* | output |
* | --- |
* | "Banned at {client}" |
*
* @param {Clients_Banned_AtInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_banned_at = /** @type {((inputs: Clients_Banned_AtInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Banned_AtInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_banned_at", en_clients_banned_at));
