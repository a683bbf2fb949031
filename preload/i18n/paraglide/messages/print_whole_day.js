/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Whole_DayInputs */

const en_print_whole_day = /** @type {(inputs: Print_Whole_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Whole day`)
};

const es_print_whole_day = /** @type {(inputs: Print_Whole_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todo el día`)
};

/**
* | output |
* | --- |
* | "Whole day" |
*
* @param {Print_Whole_DayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_whole_day = /** @type {((inputs?: Print_Whole_DayInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Whole_DayInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_print_whole_day, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_whole_day(inputs)
	return en_print_whole_day(inputs)
});