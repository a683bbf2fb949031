/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Api_What_Event_AdminsInputs */

const en_api_what_event_admins = /** @type {(inputs: Api_What_Event_AdminsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the admins of event ${i?.id}`)
};

/**
* | output |
* | --- |
* | "the admins of event {id}" |
*
* @param {Api_What_Event_AdminsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_what_event_admins = /** @type {((inputs: Api_What_Event_AdminsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_What_Event_AdminsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_what_event_admins", en_api_what_event_admins));
