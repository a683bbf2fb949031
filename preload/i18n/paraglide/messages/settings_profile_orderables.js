/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Profile_OrderablesInputs */

const en_settings_profile_orderables = /** @type {(inputs: Settings_Profile_OrderablesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`"orderablesPath" must be a non-empty dotted path.`)
};

const es_settings_profile_orderables = /** @type {(inputs: Settings_Profile_OrderablesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`«orderablesPath» debe ser una ruta con puntos no vacía.`)
};

/**
* | output |
* | --- |
* | "\"orderablesPath\" must be a non-empty dotted path." |
*
* @param {Settings_Profile_OrderablesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_profile_orderables = /** @type {((inputs?: Settings_Profile_OrderablesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Profile_OrderablesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_profile_orderables, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_profile_orderables(inputs)
	return en_settings_profile_orderables(inputs)
});