/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Alerts_Quiet_SameInputs */

const en_settings_alerts_quiet_same = /** @type {(inputs: Settings_Alerts_Quiet_SameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quiet hours need a different start and end.`)
};

const es_settings_alerts_quiet_same = /** @type {(inputs: Settings_Alerts_Quiet_SameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las horas de silencio necesitan un inicio y un fin distintos.`)
};

/**
* | output |
* | --- |
* | "Quiet hours need a different start and end." |
*
* @param {Settings_Alerts_Quiet_SameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_alerts_quiet_same = /** @type {((inputs?: Settings_Alerts_Quiet_SameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Alerts_Quiet_SameInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_alerts_quiet_same, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_alerts_quiet_same(inputs)
	return en_settings_alerts_quiet_same(inputs)
});