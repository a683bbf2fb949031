/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Alerts_Minutes_AheadInputs */

const en_settings_alerts_minutes_ahead = /** @type {(inputs: Settings_Alerts_Minutes_AheadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Announce a short shift this many minutes ahead`)
};

const es_settings_alerts_minutes_ahead = /** @type {(inputs: Settings_Alerts_Minutes_AheadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anunciar un turno con falta de gente estos minutos antes`)
};

/**
* | output |
* | --- |
* | "Announce a short shift this many minutes ahead" |
*
* @param {Settings_Alerts_Minutes_AheadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_alerts_minutes_ahead = /** @type {((inputs?: Settings_Alerts_Minutes_AheadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Alerts_Minutes_AheadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_alerts_minutes_ahead, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_alerts_minutes_ahead(inputs)
	return en_settings_alerts_minutes_ahead(inputs)
});