/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ filled: NonNullable<unknown>, needed: NonNullable<unknown> }} Fill_Bar_AlternatesInputs */

const en_fill_bar_alternates = /** @type {(inputs: Fill_Bar_AlternatesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alternates ${i?.filled} of ${i?.needed}`)
};

const es_fill_bar_alternates = /** @type {(inputs: Fill_Bar_AlternatesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Supl. ${i?.filled} de ${i?.needed}`)
};

/**
* | output |
* | --- |
* | "Alternates {filled} of {needed}" |
*
* @param {Fill_Bar_AlternatesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const fill_bar_alternates = /** @type {((inputs: Fill_Bar_AlternatesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fill_Bar_AlternatesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_fill_bar_alternates, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_fill_bar_alternates(inputs)
	return en_fill_bar_alternates(inputs)
});