/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ dayMin: NonNullable<unknown>, dayMax: NonNullable<unknown>, weekMin: NonNullable<unknown>, weekMax: NonNullable<unknown> }} Settings_Overtime_InvalidInputs */

const en_settings_overtime_invalid = /** @type {(inputs: Settings_Overtime_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A day is ${i?.dayMin} to ${i?.dayMax} hours and a week ${i?.weekMin} to ${i?.weekMax}.`)
};

const es_settings_overtime_invalid = /** @type {(inputs: Settings_Overtime_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un día va de ${i?.dayMin} a ${i?.dayMax} horas y una semana de ${i?.weekMin} a ${i?.weekMax}.`)
};

/**
* | output |
* | --- |
* | "A day is {dayMin} to {dayMax} hours and a week {weekMin} to {weekMax}." |
*
* @param {Settings_Overtime_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_overtime_invalid = /** @type {((inputs: Settings_Overtime_InvalidInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Overtime_InvalidInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_overtime_invalid, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_overtime_invalid(inputs)
	return en_settings_overtime_invalid(inputs)
});