/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Event_Detail_ExtraInputs */

const en_event_detail_extra = /** @type {(inputs: Event_Detail_ExtraInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} extra`)
};

/**
* | output |
* | --- |
* | "{count} extra" |
*
* @param {Event_Detail_ExtraInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_detail_extra = /** @type {((inputs: Event_Detail_ExtraInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Detail_ExtraInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_detail_extra", en_event_detail_extra));
