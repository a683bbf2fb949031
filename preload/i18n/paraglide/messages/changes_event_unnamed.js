/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Changes_Event_UnnamedInputs */

const en_changes_event_unnamed = /** @type {(inputs: Changes_Event_UnnamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Event ${i?.id}`)
};

/**
* | output |
* | --- |
* | "Event {id}" |
*
* @param {Changes_Event_UnnamedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const changes_event_unnamed = /** @type {((inputs: Changes_Event_UnnamedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_Event_UnnamedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("changes_event_unnamed", en_changes_event_unnamed));
