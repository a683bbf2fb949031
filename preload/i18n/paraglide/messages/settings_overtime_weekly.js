/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Overtime_WeeklyInputs */

const en_settings_overtime_weekly = /** @type {(inputs: Settings_Overtime_WeeklyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overtime after (hours a week)`)
};

const es_settings_overtime_weekly = /** @type {(inputs: Settings_Overtime_WeeklyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horas extra a partir de (horas a la semana)`)
};

/**
* | output |
* | --- |
* | "Overtime after (hours a week)" |
*
* @param {Settings_Overtime_WeeklyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_overtime_weekly = /** @type {((inputs?: Settings_Overtime_WeeklyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Overtime_WeeklyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_overtime_weekly, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_overtime_weekly(inputs)
	return en_settings_overtime_weekly(inputs)
});