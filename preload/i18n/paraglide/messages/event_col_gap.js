/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Col_GapInputs */

const en_event_col_gap = /** @type {(inputs: Event_Col_GapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gap`)
};

/**
* | output |
* | --- |
* | "Gap" |
*
* @param {Event_Col_GapInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_col_gap = /** @type {((inputs?: Event_Col_GapInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Col_GapInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_col_gap", en_event_col_gap));
