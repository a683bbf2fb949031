/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Date_Month_LettersInputs */

const en_date_month_letters = /** @type {(inputs: Date_Month_LettersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mm`)
};

const es_date_month_letters = /** @type {(inputs: Date_Month_LettersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mm`)
};

/**
* | output |
* | --- |
* | "mm" |
*
* @param {Date_Month_LettersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const date_month_letters = /** @type {((inputs?: Date_Month_LettersInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Date_Month_LettersInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_date_month_letters, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_date_month_letters(inputs)
	return en_date_month_letters(inputs)
});