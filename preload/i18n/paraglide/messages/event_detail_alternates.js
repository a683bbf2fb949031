/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Detail_AlternatesInputs */

const en_event_detail_alternates = /** @type {(inputs: Event_Detail_AlternatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alternates`)
};

/**
* | output |
* | --- |
* | "Alternates" |
*
* @param {Event_Detail_AlternatesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_detail_alternates = /** @type {((inputs?: Event_Detail_AlternatesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Detail_AlternatesInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_detail_alternates", en_event_detail_alternates));
