/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Overtime_SubmitInputs */

const en_settings_overtime_submit = /** @type {(inputs: Settings_Overtime_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save overtime assumptions`)
};

const es_settings_overtime_submit = /** @type {(inputs: Settings_Overtime_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar supuestos de horas extra`)
};

/**
* | output |
* | --- |
* | "Save overtime assumptions" |
*
* @param {Settings_Overtime_SubmitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_overtime_submit = /** @type {((inputs?: Settings_Overtime_SubmitInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Overtime_SubmitInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_overtime_submit, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_overtime_submit(inputs)
	return en_settings_overtime_submit(inputs)
});