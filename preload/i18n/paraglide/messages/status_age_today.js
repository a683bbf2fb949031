/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Status_Age_TodayInputs */

const en_status_age_today = /** @type {(inputs: Status_Age_TodayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Today's events as of ${i?.when}`)
};

const es_status_age_today = /** @type {(inputs: Status_Age_TodayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eventos de hoy: ${i?.when}`)
};

/**
* | output |
* | --- |
* | "Today's events as of {when}" |
*
* @param {Status_Age_TodayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_age_today = /** @type {((inputs: Status_Age_TodayInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Age_TodayInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_status_age_today, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_status_age_today(inputs)
	return en_status_age_today(inputs)
});