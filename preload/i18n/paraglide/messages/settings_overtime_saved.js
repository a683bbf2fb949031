/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Overtime_SavedInputs */

const en_settings_overtime_saved = /** @type {(inputs: Settings_Overtime_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overtime assumptions saved.`)
};

const es_settings_overtime_saved = /** @type {(inputs: Settings_Overtime_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supuestos de horas extra guardados.`)
};

/**
* | output |
* | --- |
* | "Overtime assumptions saved." |
*
* @param {Settings_Overtime_SavedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_overtime_saved = /** @type {((inputs?: Settings_Overtime_SavedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Overtime_SavedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_overtime_saved, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_overtime_saved(inputs)
	return en_settings_overtime_saved(inputs)
});