/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Coverage_Event_LabelInputs */

const en_coverage_event_label = /** @type {(inputs: Coverage_Event_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Coverage of ${i?.name} by 15 minutes`)
};

/**
* | output |
* | --- |
* | "Coverage of {name} by 15 minutes" |
*
* @param {Coverage_Event_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_event_label = /** @type {((inputs: Coverage_Event_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Event_LabelInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("coverage_event_label", en_coverage_event_label));
