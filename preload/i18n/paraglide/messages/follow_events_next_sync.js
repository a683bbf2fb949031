/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Follow_Events_Next_SyncInputs */

const en_follow_events_next_sync = /** @type {(inputs: Follow_Events_Next_SyncInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The list arrives with the next sync. If the server does not offer one, add events by id above.`)
};

/**
* | output |
* | --- |
* | "The list arrives with the next sync. If the server does not offer one, add events by id above." |
*
* @param {Follow_Events_Next_SyncInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_events_next_sync = /** @type {((inputs?: Follow_Events_Next_SyncInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Events_Next_SyncInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("follow_events_next_sync", en_follow_events_next_sync));
