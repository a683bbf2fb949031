/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Event_AdminsInputs */

const en_print_event_admins = /** @type {(inputs: Print_Event_AdminsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event admins`)
};

/**
* | output |
* | --- |
* | "Event admins" |
*
* @param {Print_Event_AdminsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_event_admins = /** @type {((inputs?: Print_Event_AdminsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Event_AdminsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_event_admins", en_print_event_admins));
