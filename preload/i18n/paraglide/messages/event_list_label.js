/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Event_List_LabelInputs */

const en_event_list_label = /** @type {(inputs: Event_List_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Shifts of ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Shifts of {name}" |
*
* @param {Event_List_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_list_label = /** @type {((inputs: Event_List_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_List_LabelInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_list_label", en_event_list_label));
