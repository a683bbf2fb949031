/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Event_Changed_CountInputs */

const en_event_changed_count = /** @type {(inputs: Event_Changed_CountInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} changed`);
	return /** @type {LocalizedString} */ (`${shown} changed`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} changed" |
* | * | "{shown} changed" |
*
* @param {Event_Changed_CountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_changed_count = /** @type {((inputs: Event_Changed_CountInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Changed_CountInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_changed_count", en_event_changed_count));
