/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown>, pattern: NonNullable<unknown> }} Date_Field_UnreadInputs */

const en_date_field_unread = /** @type {(inputs: Date_Field_UnreadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field}: write the date as ${i?.pattern}.`)
};

/**
* | output |
* | --- |
* | "{field}: write the date as {pattern}." |
*
* @param {Date_Field_UnreadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const date_field_unread = /** @type {((inputs: Date_Field_UnreadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Date_Field_UnreadInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("date_field_unread", en_date_field_unread));
