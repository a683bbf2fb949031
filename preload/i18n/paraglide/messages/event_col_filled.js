/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Col_FilledInputs */

const en_event_col_filled = /** @type {(inputs: Event_Col_FilledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filled`)
};

/**
* | output |
* | --- |
* | "Filled" |
*
* @param {Event_Col_FilledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_col_filled = /** @type {((inputs?: Event_Col_FilledInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Col_FilledInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_col_filled", en_event_col_filled));
