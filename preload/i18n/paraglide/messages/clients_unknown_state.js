/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ flag: NonNullable<unknown> }} Clients_Unknown_StateInputs */

const en_clients_unknown_state = /** @type {(inputs: Clients_Unknown_StateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The server marks it with an unknown state (${i?.flag}).`)
};

/**
* | output |
* | --- |
* | "The server marks it with an unknown state ({flag})." |
*
* @param {Clients_Unknown_StateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_unknown_state = /** @type {((inputs: Clients_Unknown_StateInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Unknown_StateInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_unknown_state", en_clients_unknown_state));
