/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Col_Alternates_ShortInputs */

const en_event_col_alternates_short = /** @type {(inputs: Event_Col_Alternates_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alt`)
};

/**
* | output |
* | --- |
* | "Alt" |
*
* @param {Event_Col_Alternates_ShortInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_col_alternates_short = /** @type {((inputs?: Event_Col_Alternates_ShortInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Col_Alternates_ShortInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_col_alternates_short", en_event_col_alternates_short));
