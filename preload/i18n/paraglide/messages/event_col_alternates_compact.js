/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Col_Alternates_CompactInputs */

const en_event_col_alternates_compact = /** @type {(inputs: Event_Col_Alternates_CompactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alt.`)
};

/**
* | output |
* | --- |
* | "Alt." |
*
* @param {Event_Col_Alternates_CompactInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_col_alternates_compact = /** @type {((inputs?: Event_Col_Alternates_CompactInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Col_Alternates_CompactInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_col_alternates_compact", en_event_col_alternates_compact));
