/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_Hours_Next_SyncInputs */

const en_crew_hours_next_sync = /** @type {(inputs: Crew_Hours_Next_SyncInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hours are fetched at the next sync.`)
};

/**
* | output |
* | --- |
* | "Hours are fetched at the next sync." |
*
* @param {Crew_Hours_Next_SyncInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_hours_next_sync = /** @type {((inputs?: Crew_Hours_Next_SyncInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Hours_Next_SyncInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_hours_next_sync", en_crew_hours_next_sync));
