/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Event_Admin_FallbackInputs */

const en_event_admin_fallback = /** @type {(inputs: Event_Admin_FallbackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Admin ${i?.id}`)
};

/**
* | output |
* | --- |
* | "Admin {id}" |
*
* @param {Event_Admin_FallbackInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_admin_fallback = /** @type {((inputs: Event_Admin_FallbackInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Admin_FallbackInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_admin_fallback", en_event_admin_fallback));
