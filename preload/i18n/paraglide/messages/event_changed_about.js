/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ about: NonNullable<unknown> }} Event_Changed_AboutInputs */

const en_event_changed_about = /** @type {(inputs: Event_Changed_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Changed · ${i?.about}`)
};

/**
* | output |
* | --- |
* | "Changed · {about}" |
*
* @param {Event_Changed_AboutInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_changed_about = /** @type {((inputs: Event_Changed_AboutInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Changed_AboutInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_changed_about", en_event_changed_about));
