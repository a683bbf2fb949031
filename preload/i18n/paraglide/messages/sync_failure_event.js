/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Sync_Failure_EventInputs */

const en_sync_failure_event = /** @type {(inputs: Sync_Failure_EventInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`event ${i?.id}`)
};

/**
* | output |
* | --- |
* | "event {id}" |
*
* @param {Sync_Failure_EventInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_event = /** @type {((inputs: Sync_Failure_EventInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_EventInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("sync_failure_event", en_sync_failure_event));
