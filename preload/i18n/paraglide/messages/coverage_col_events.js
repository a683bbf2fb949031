/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coverage_Col_EventsInputs */

const en_coverage_col_events = /** @type {(inputs: Coverage_Col_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Events`)
};

/**
* | output |
* | --- |
* | "Events" |
*
* @param {Coverage_Col_EventsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_col_events = /** @type {((inputs?: Coverage_Col_EventsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Col_EventsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("coverage_col_events", en_coverage_col_events));
