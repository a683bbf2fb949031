/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Overtime_TitleInputs */

const en_settings_overtime_title = /** @type {(inputs: Settings_Overtime_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overtime risk`)
};

const es_settings_overtime_title = /** @type {(inputs: Settings_Overtime_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Riesgo de horas extra`)
};

/**
* | output |
* | --- |
* | "Overtime risk" |
*
* @param {Settings_Overtime_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_overtime_title = /** @type {((inputs?: Settings_Overtime_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Overtime_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_overtime_title, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_overtime_title(inputs)
	return en_settings_overtime_title(inputs)
});