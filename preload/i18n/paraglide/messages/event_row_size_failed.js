/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Event_Row_Size_FailedInputs */

const en_event_row_size_failed = /** @type {(inputs: Event_Row_Size_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not change the row size: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Could not change the row size: {reason}" |
*
* @param {Event_Row_Size_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_row_size_failed = /** @type {((inputs: Event_Row_Size_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Row_Size_FailedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_row_size_failed", en_event_row_size_failed));
