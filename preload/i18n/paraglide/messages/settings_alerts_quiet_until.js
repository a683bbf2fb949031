/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Alerts_Quiet_UntilInputs */

const en_settings_alerts_quiet_until = /** @type {(inputs: Settings_Alerts_Quiet_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quiet until`)
};

const es_settings_alerts_quiet_until = /** @type {(inputs: Settings_Alerts_Quiet_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Silencio hasta`)
};

/**
* | output |
* | --- |
* | "Quiet until" |
*
* @param {Settings_Alerts_Quiet_UntilInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_alerts_quiet_until = /** @type {((inputs?: Settings_Alerts_Quiet_UntilInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Alerts_Quiet_UntilInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_alerts_quiet_until, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_alerts_quiet_until(inputs)
	return en_settings_alerts_quiet_until(inputs)
});