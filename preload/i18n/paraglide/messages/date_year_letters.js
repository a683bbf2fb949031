/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Date_Year_LettersInputs */

const en_date_year_letters = /** @type {(inputs: Date_Year_LettersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`yyyy`)
};

const es_date_year_letters = /** @type {(inputs: Date_Year_LettersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aaaa`)
};

/**
* | output |
* | --- |
* | "yyyy" |
*
* @param {Date_Year_LettersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const date_year_letters = /** @type {((inputs?: Date_Year_LettersInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Date_Year_LettersInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_date_year_letters, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_date_year_letters(inputs)
	return en_date_year_letters(inputs)
});