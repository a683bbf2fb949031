/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_CompactInputs */

const en_event_compact = /** @type {(inputs: Event_CompactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compact`)
};

/**
* | output |
* | --- |
* | "Compact" |
*
* @param {Event_CompactInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_compact = /** @type {((inputs?: Event_CompactInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_CompactInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_compact", en_event_compact));
