/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ client: NonNullable<unknown> }} Clients_Crew_None_FlaggedInputs */

const en_clients_crew_none_flagged = /** @type {(inputs: Clients_Crew_None_FlaggedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nobody in your crew is banned or preferred at ${i?.client}.`)
};

/**
* | output |
* | --- |
* | "Nobody in your crew is banned or preferred at {client}." |
*
* @param {Clients_Crew_None_FlaggedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_crew_none_flagged = /** @type {((inputs: Clients_Crew_None_FlaggedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Crew_None_FlaggedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_crew_none_flagged", en_clients_crew_none_flagged));
