/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Not_SyncedInputs */

const en_event_not_synced = /** @type {(inputs: Event_Not_SyncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not synced yet.`)
};

/**
* | output |
* | --- |
* | "Not synced yet." |
*
* @param {Event_Not_SyncedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_not_synced = /** @type {((inputs?: Event_Not_SyncedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Not_SyncedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_not_synced", en_event_not_synced));
