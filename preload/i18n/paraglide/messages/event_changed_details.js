/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Changed_DetailsInputs */

const en_event_changed_details = /** @type {(inputs: Event_Changed_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`: details`)
};

/**
* | output |
* | --- |
* | ": details" |
*
* @param {Event_Changed_DetailsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_changed_details = /** @type {((inputs?: Event_Changed_DetailsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Changed_DetailsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_changed_details", en_event_changed_details));
