/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ client: NonNullable<unknown> }} Clients_Preferred_AtInputs */

const en_clients_preferred_at = /** @type {(inputs: Clients_Preferred_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Preferred at ${i?.client}`)
};

/**
* | output |
* | --- |
* | "Preferred at {client}" |
*
* @param {Clients_Preferred_AtInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_preferred_at = /** @type {((inputs: Clients_Preferred_AtInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Preferred_AtInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_preferred_at", en_clients_preferred_at));
