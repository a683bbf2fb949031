/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Event_Understaffed_EndedInputs */

const en_event_understaffed_ended = /** @type {(inputs: Event_Understaffed_EndedInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`, ${shown} ended`);
	return /** @type {LocalizedString} */ (`, ${shown} ended`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | ", {shown} ended" |
* | * | ", {shown} ended" |
*
* @param {Event_Understaffed_EndedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_understaffed_ended = /** @type {((inputs: Event_Understaffed_EndedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Understaffed_EndedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_understaffed_ended", en_event_understaffed_ended));
