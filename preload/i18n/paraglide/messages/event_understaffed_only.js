/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Understaffed_OnlyInputs */

const en_event_understaffed_only = /** @type {(inputs: Event_Understaffed_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Understaffed only`)
};

/**
* | output |
* | --- |
* | "Understaffed only" |
*
* @param {Event_Understaffed_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_understaffed_only = /** @type {((inputs?: Event_Understaffed_OnlyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Understaffed_OnlyInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_understaffed_only", en_event_understaffed_only));
