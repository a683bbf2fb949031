/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Status_Age_Today_ShortInputs */

const en_status_age_today_short = /** @type {(inputs: Status_Age_Today_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Today ${i?.when}`)
};

const es_status_age_today_short = /** @type {(inputs: Status_Age_Today_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hoy: ${i?.when}`)
};

/**
* | output |
* | --- |
* | "Today {when}" |
*
* @param {Status_Age_Today_ShortInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_age_today_short = /** @type {((inputs: Status_Age_Today_ShortInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Age_Today_ShortInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_status_age_today_short, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_status_age_today_short(inputs)
	return en_status_age_today_short(inputs)
});