/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Col_NeededInputs */

const en_event_col_needed = /** @type {(inputs: Event_Col_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Needed`)
};

/**
* | output |
* | --- |
* | "Needed" |
*
* @param {Event_Col_NeededInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_col_needed = /** @type {((inputs?: Event_Col_NeededInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Col_NeededInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_col_needed", en_event_col_needed));
