/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Overnight_CommaInputs */

const en_event_overnight_comma = /** @type {(inputs: Event_Overnight_CommaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overnight, `)
};

/**
* | output |
* | --- |
* | "Overnight," |
*
* @param {Event_Overnight_CommaInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_overnight_comma = /** @type {((inputs?: Event_Overnight_CommaInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Overnight_CommaInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_overnight_comma", en_event_overnight_comma));
