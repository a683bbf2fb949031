/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown>, pattern: NonNullable<unknown> }} Date_Field_UnreadInputs */

const en_date_field_unread = /** @type {(inputs: Date_Field_UnreadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field}: write the date as ${i?.pattern}.`)
};

const es_date_field_unread = /** @type {(inputs: Date_Field_UnreadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field}: escriba la fecha como ${i?.pattern}.`)
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
export const date_field_unread = /** @type {((inputs: Date_Field_UnreadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Date_Field_UnreadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_date_field_unread, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_date_field_unread(inputs)
	return en_date_field_unread(inputs)
});