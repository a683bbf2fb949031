/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Alerts_Quiet_FromInputs */

const en_settings_alerts_quiet_from = /** @type {(inputs: Settings_Alerts_Quiet_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quiet from`)
};

const es_settings_alerts_quiet_from = /** @type {(inputs: Settings_Alerts_Quiet_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Silencio desde`)
};

/**
* | output |
* | --- |
* | "Quiet from" |
*
* @param {Settings_Alerts_Quiet_FromInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_alerts_quiet_from = /** @type {((inputs?: Settings_Alerts_Quiet_FromInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Alerts_Quiet_FromInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_alerts_quiet_from, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_alerts_quiet_from(inputs)
	return en_settings_alerts_quiet_from(inputs)
});