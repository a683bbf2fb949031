/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Alerts_DesktopInputs */

const en_settings_alerts_desktop = /** @type {(inputs: Settings_Alerts_DesktopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desktop notifications`)
};

const es_settings_alerts_desktop = /** @type {(inputs: Settings_Alerts_DesktopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notificaciones de escritorio`)
};

/**
* | output |
* | --- |
* | "Desktop notifications" |
*
* @param {Settings_Alerts_DesktopInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_alerts_desktop = /** @type {((inputs?: Settings_Alerts_DesktopInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Alerts_DesktopInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_alerts_desktop, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_alerts_desktop(inputs)
	return en_settings_alerts_desktop(inputs)
});