/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Settings_Alerts_Unmute_NameInputs */

const en_settings_alerts_unmute_name = /** @type {(inputs: Settings_Alerts_Unmute_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unmute ${i?.name}`)
};

const es_settings_alerts_unmute_name = /** @type {(inputs: Settings_Alerts_Unmute_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reactivar ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Unmute {name}" |
*
* @param {Settings_Alerts_Unmute_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_alerts_unmute_name = /** @type {((inputs: Settings_Alerts_Unmute_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Alerts_Unmute_NameInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_alerts_unmute_name, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_alerts_unmute_name(inputs)
	return en_settings_alerts_unmute_name(inputs)
});