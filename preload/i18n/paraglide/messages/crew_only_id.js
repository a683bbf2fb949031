/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Crew_Only_IdInputs */

const en_crew_only_id = /** @type {(inputs: Crew_Only_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Only the id (${i?.id}) is known: details arrive with the worker list at the next sync.`)
};

/**
* | output |
* | --- |
* | "Only the id ({id}) is known: details arrive with the worker list at the next sync." |
*
* @param {Crew_Only_IdInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_only_id = /** @type {((inputs: Crew_Only_IdInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Only_IdInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_only_id", en_crew_only_id));
