/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_Tags_Next_SyncInputs */

const en_crew_tags_next_sync = /** @type {(inputs: Crew_Tags_Next_SyncInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tags are fetched at the next sync.`)
};

/**
* | output |
* | --- |
* | "Tags are fetched at the next sync." |
*
* @param {Crew_Tags_Next_SyncInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_tags_next_sync = /** @type {((inputs?: Crew_Tags_Next_SyncInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Tags_Next_SyncInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_tags_next_sync", en_crew_tags_next_sync));
