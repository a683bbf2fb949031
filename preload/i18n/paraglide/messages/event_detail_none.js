/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Detail_NoneInputs */

const en_event_detail_none = /** @type {(inputs: Event_Detail_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None given`)
};

/**
* | output |
* | --- |
* | "None given" |
*
* @param {Event_Detail_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_detail_none = /** @type {((inputs?: Event_Detail_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Detail_NoneInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_detail_none", en_event_detail_none));
