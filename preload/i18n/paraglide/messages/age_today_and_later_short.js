/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ today: NonNullable<unknown>, later: NonNullable<unknown> }} Age_Today_And_Later_ShortInputs */

const en_age_today_and_later_short = /** @type {(inputs: Age_Today_And_Later_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Today ${i?.today} · later ${i?.later}`)
};

const es_age_today_and_later_short = /** @type {(inputs: Age_Today_And_Later_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hoy ${i?.today} · después ${i?.later}`)
};

/**
* | output |
* | --- |
* | "Today {today} · later {later}" |
*
* @param {Age_Today_And_Later_ShortInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const age_today_and_later_short = /** @type {((inputs: Age_Today_And_Later_ShortInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Age_Today_And_Later_ShortInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_age_today_and_later_short(inputs)
	return en_age_today_and_later_short(inputs)
});