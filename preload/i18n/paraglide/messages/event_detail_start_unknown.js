/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Detail_Start_UnknownInputs */

const en_event_detail_start_unknown = /** @type {(inputs: Event_Detail_Start_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start not given`)
};

/**
* | output |
* | --- |
* | "Start not given" |
*
* @param {Event_Detail_Start_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_detail_start_unknown = /** @type {((inputs?: Event_Detail_Start_UnknownInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Detail_Start_UnknownInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_detail_start_unknown", en_event_detail_start_unknown));
