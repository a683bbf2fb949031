/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Admins_NoneInputs */

const en_event_admins_none = /** @type {(inputs: Event_Admins_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No admins stored for this event.`)
};

/**
* | output |
* | --- |
* | "No admins stored for this event." |
*
* @param {Event_Admins_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_admins_none = /** @type {((inputs?: Event_Admins_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Admins_NoneInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_admins_none", en_event_admins_none));
