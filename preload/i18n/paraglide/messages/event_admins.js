/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_AdminsInputs */

const en_event_admins = /** @type {(inputs: Event_AdminsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event admins`)
};

/**
* | output |
* | --- |
* | "Event admins" |
*
* @param {Event_AdminsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_admins = /** @type {((inputs?: Event_AdminsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_AdminsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_admins", en_event_admins));
