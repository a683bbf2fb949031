/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Alerts_QuietInputs */

const en_settings_alerts_quiet = /** @type {(inputs: Settings_Alerts_QuietInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quiet hours (no desktop notification)`)
};

const es_settings_alerts_quiet = /** @type {(inputs: Settings_Alerts_QuietInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horas de silencio (sin notificación de escritorio)`)
};

/**
* | output |
* | --- |
* | "Quiet hours (no desktop notification)" |
*
* @param {Settings_Alerts_QuietInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_alerts_quiet = /** @type {((inputs?: Settings_Alerts_QuietInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Alerts_QuietInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_alerts_quiet, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_alerts_quiet(inputs)
	return en_settings_alerts_quiet(inputs)
});