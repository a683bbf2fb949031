/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Alerts_Quiet_InvalidInputs */

const en_settings_alerts_quiet_invalid = /** @type {(inputs: Settings_Alerts_Quiet_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter quiet hours as times, such as 22:00.`)
};

const es_settings_alerts_quiet_invalid = /** @type {(inputs: Settings_Alerts_Quiet_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escriba las horas de silencio como horas, por ejemplo 22:00.`)
};

/**
* | output |
* | --- |
* | "Enter quiet hours as times, such as 22:00." |
*
* @param {Settings_Alerts_Quiet_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_alerts_quiet_invalid = /** @type {((inputs?: Settings_Alerts_Quiet_InvalidInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Alerts_Quiet_InvalidInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_alerts_quiet_invalid, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_alerts_quiet_invalid(inputs)
	return en_settings_alerts_quiet_invalid(inputs)
});