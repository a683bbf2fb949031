/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Time_Not_GivenInputs */

const en_office_time_not_given = /** @type {(inputs: Office_Time_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time not given`)
};

const es_office_time_not_given = /** @type {(inputs: Office_Time_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hora no indicada`)
};

/**
* | output |
* | --- |
* | "Time not given" |
*
* @param {Office_Time_Not_GivenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_time_not_given = /** @type {((inputs?: Office_Time_Not_GivenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Time_Not_GivenInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_time_not_given, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_time_not_given(inputs)
	return en_office_time_not_given(inputs)
});