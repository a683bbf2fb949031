/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Event_Understaffed_OfInputs */

const en_event_understaffed_of = /** @type {(inputs: Event_Understaffed_OfInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`of ${shown} shift understaffed`);
	return /** @type {LocalizedString} */ (`of ${shown} shifts understaffed`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "of {shown} shift understaffed" |
* | * | "of {shown} shifts understaffed" |
*
* @param {Event_Understaffed_OfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_understaffed_of = /** @type {((inputs: Event_Understaffed_OfInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Understaffed_OfInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_understaffed_of", en_event_understaffed_of));
