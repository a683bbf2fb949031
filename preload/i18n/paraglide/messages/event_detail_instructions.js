/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Detail_InstructionsInputs */

const en_event_detail_instructions = /** @type {(inputs: Event_Detail_InstructionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instructions`)
};

/**
* | output |
* | --- |
* | "Instructions" |
*
* @param {Event_Detail_InstructionsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_detail_instructions = /** @type {((inputs?: Event_Detail_InstructionsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Detail_InstructionsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_detail_instructions", en_event_detail_instructions));
