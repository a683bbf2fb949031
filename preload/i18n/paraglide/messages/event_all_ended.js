/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Event_All_EndedInputs */

const en_event_all_ended = /** @type {(inputs: Event_All_EndedInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Its only shift ended`);
	return /** @type {LocalizedString} */ (`All ${shown} shifts ended`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "Its only shift ended" |
* | * | "All {shown} shifts ended" |
*
* @param {Event_All_EndedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_all_ended = /** @type {((inputs: Event_All_EndedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_All_EndedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_all_ended", en_event_all_ended));
