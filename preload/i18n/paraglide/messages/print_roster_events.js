/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Print_Roster_EventsInputs */

const en_print_roster_events = /** @type {(inputs: Print_Roster_EventsInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} followed event`);
	return /** @type {LocalizedString} */ (`${i?.count} followed events`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{count} followed event" |
* | * | "{count} followed events" |
*
* @param {Print_Roster_EventsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_roster_events = /** @type {((inputs: Print_Roster_EventsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Roster_EventsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_roster_events", en_print_roster_events));
