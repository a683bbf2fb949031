/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ sections: NonNullable<unknown> }} Settings_Profile_IntroInputs */

const en_settings_profile_intro = /** @type {(inputs: Settings_Profile_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Only for a server whose paths or parameter names differ from the defaults. JSON with any of ${i?.sections}; leave empty for the defaults.`)
};

const es_settings_profile_intro = /** @type {(inputs: Settings_Profile_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Solo para un servidor cuyas rutas o nombres de parámetros no son los habituales. JSON con cualquiera de ${i?.sections}; déjelo vacío para usar los habituales.`)
};

/**
* | output |
* | --- |
* | "Only for a server whose paths or parameter names differ from the defaults. JSON with any of {sections}; leave empty for the defaults." |
*
* @param {Settings_Profile_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_profile_intro = /** @type {((inputs: Settings_Profile_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Profile_IntroInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_profile_intro, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_profile_intro(inputs)
	return en_settings_profile_intro(inputs)
});