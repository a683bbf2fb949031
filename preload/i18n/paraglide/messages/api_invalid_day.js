/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown> }} Api_Invalid_DayInputs */

const en_api_invalid_day = /** @type {(inputs: Api_Invalid_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.day}” is not a date (YYYY-MM-DD).`)
};

const es_api_invalid_day = /** @type {(inputs: Api_Invalid_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.day}» no es una fecha (AAAA-MM-DD).`)
};

/**
* | output |
* | --- |
* | "“{day}” is not a date (YYYY-MM-DD)." |
*
* @param {Api_Invalid_DayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_invalid_day = /** @type {((inputs: Api_Invalid_DayInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Invalid_DayInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_api_invalid_day, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_invalid_day(inputs)
	return en_api_invalid_day(inputs)
});