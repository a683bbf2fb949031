/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Follow_Event_UnnamedInputs */

const en_follow_event_unnamed = /** @type {(inputs: Follow_Event_UnnamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Event ${i?.id}`)
};

/**
* | output |
* | --- |
* | "Event {id}" |
*
* @param {Follow_Event_UnnamedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_event_unnamed = /** @type {((inputs: Follow_Event_UnnamedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Event_UnnamedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("follow_event_unnamed", en_follow_event_unnamed));
