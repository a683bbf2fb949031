/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Overtime_DailyInputs */

const en_settings_overtime_daily = /** @type {(inputs: Settings_Overtime_DailyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overtime after (hours a day)`)
};

const es_settings_overtime_daily = /** @type {(inputs: Settings_Overtime_DailyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horas extra a partir de (horas al día)`)
};

/**
* | output |
* | --- |
* | "Overtime after (hours a day)" |
*
* @param {Settings_Overtime_DailyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_overtime_daily = /** @type {((inputs?: Settings_Overtime_DailyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Overtime_DailyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_overtime_daily, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_overtime_daily(inputs)
	return en_settings_overtime_daily(inputs)
});