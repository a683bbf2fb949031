/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Follow_Event_By_IdInputs */

const en_follow_event_by_id = /** @type {(inputs: Follow_Event_By_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Follow an event by id`)
};

/**
* | output |
* | --- |
* | "Follow an event by id" |
*
* @param {Follow_Event_By_IdInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_event_by_id = /** @type {((inputs?: Follow_Event_By_IdInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Event_By_IdInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("follow_event_by_id", en_follow_event_by_id));
