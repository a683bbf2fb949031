/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Alerts_UnmuteInputs */

const en_settings_alerts_unmute = /** @type {(inputs: Settings_Alerts_UnmuteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unmute`)
};

const es_settings_alerts_unmute = /** @type {(inputs: Settings_Alerts_UnmuteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reactivar`)
};

/**
* | output |
* | --- |
* | "Unmute" |
*
* @param {Settings_Alerts_UnmuteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_alerts_unmute = /** @type {((inputs?: Settings_Alerts_UnmuteInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Alerts_UnmuteInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_alerts_unmute, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_alerts_unmute(inputs)
	return en_settings_alerts_unmute(inputs)
});