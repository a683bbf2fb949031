/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Event_Mute_FailedInputs */

const en_event_mute_failed = /** @type {(inputs: Event_Mute_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not change the alerts of this event: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Could not change the alerts of this event: {reason}" |
*
* @param {Event_Mute_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_mute_failed = /** @type {((inputs: Event_Mute_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Mute_FailedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_mute_failed", en_event_mute_failed));
