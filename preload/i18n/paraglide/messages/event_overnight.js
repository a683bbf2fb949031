/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_OvernightInputs */

const en_event_overnight = /** @type {(inputs: Event_OvernightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overnight`)
};

/**
* | output |
* | --- |
* | "Overnight" |
*
* @param {Event_OvernightInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_overnight = /** @type {((inputs?: Event_OvernightInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_OvernightInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_overnight", en_event_overnight));
