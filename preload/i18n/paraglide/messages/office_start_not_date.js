/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Start_Not_DateInputs */

const en_office_start_not_date = /** @type {(inputs: Office_Start_Not_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The start date is not a date (YYYY-MM-DD).`)
};

const es_office_start_not_date = /** @type {(inputs: Office_Start_Not_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La fecha de inicio no es una fecha (AAAA-MM-DD).`)
};

/**
* | output |
* | --- |
* | "The start date is not a date (YYYY-MM-DD)." |
*
* @param {Office_Start_Not_DateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_start_not_date = /** @type {((inputs?: Office_Start_Not_DateInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Start_Not_DateInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_start_not_date, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_start_not_date(inputs)
	return en_office_start_not_date(inputs)
});