/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_No_DayInputs */

const en_print_no_day = /** @type {(inputs: Print_No_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The sheet names no day.`)
};

const es_print_no_day = /** @type {(inputs: Print_No_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La hoja no nombra ningún día.`)
};

/**
* | output |
* | --- |
* | "The sheet names no day." |
*
* @param {Print_No_DayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_no_day = /** @type {((inputs?: Print_No_DayInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_No_DayInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_print_no_day, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_no_day(inputs)
	return en_print_no_day(inputs)
});