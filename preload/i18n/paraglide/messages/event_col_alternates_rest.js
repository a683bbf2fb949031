/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Col_Alternates_RestInputs */

const en_event_col_alternates_rest = /** @type {(inputs: Event_Col_Alternates_RestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ernates`)
};

/**
* | output |
* | --- |
* | "ernates" |
*
* @param {Event_Col_Alternates_RestInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_col_alternates_rest = /** @type {((inputs?: Event_Col_Alternates_RestInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Col_Alternates_RestInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_col_alternates_rest", en_event_col_alternates_rest));
