/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Alerts_Muted_NoneInputs */

const en_settings_alerts_muted_none = /** @type {(inputs: Settings_Alerts_Muted_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None. Mute an event's alerts from its event screen.`)
};

const es_settings_alerts_muted_none = /** @type {(inputs: Settings_Alerts_Muted_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguno. Las alertas de un evento se silencian desde su pantalla.`)
};

/**
* | output |
* | --- |
* | "None. Mute an event's alerts from its event screen." |
*
* @param {Settings_Alerts_Muted_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_alerts_muted_none = /** @type {((inputs?: Settings_Alerts_Muted_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Alerts_Muted_NoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_alerts_muted_none, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_alerts_muted_none(inputs)
	return en_settings_alerts_muted_none(inputs)
});