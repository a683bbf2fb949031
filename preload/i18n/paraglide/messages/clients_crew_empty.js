/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Crew_EmptyInputs */

const en_clients_crew_empty = /** @type {(inputs: Clients_Crew_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your crew list is empty.`)
};

/**
* | output |
* | --- |
* | "Your crew list is empty." |
*
* @param {Clients_Crew_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_crew_empty = /** @type {((inputs?: Clients_Crew_EmptyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Crew_EmptyInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_crew_empty", en_clients_crew_empty));
