/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Failure_Event_ListInputs */

const en_sync_failure_event_list = /** @type {(inputs: Sync_Failure_Event_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The list of events to follow`)
};

/**
* | output |
* | --- |
* | "The list of events to follow" |
*
* @param {Sync_Failure_Event_ListInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_event_list = /** @type {((inputs?: Sync_Failure_Event_ListInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_Event_ListInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("sync_failure_event_list", en_sync_failure_event_list));
