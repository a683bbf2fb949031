/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Fill_Bar_Booked_None_NeededInputs */

const en_fill_bar_booked_none_needed = /** @type {(inputs: Fill_Bar_Booked_None_NeededInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} booked, none needed`)
};

const es_fill_bar_booked_none_needed = /** @type {(inputs: Fill_Bar_Booked_None_NeededInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} reservadas, ninguna necesaria`)
};

/**
* | output |
* | --- |
* | "{count} booked, none needed" |
*
* @param {Fill_Bar_Booked_None_NeededInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const fill_bar_booked_none_needed = /** @type {((inputs: Fill_Bar_Booked_None_NeededInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fill_Bar_Booked_None_NeededInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_fill_bar_booked_none_needed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_fill_bar_booked_none_needed(inputs)
	return en_fill_bar_booked_none_needed(inputs)
});