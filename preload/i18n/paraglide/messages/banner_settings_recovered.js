/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Banner_Settings_RecoveredInputs */

const en_banner_settings_recovered = /** @type {(inputs: Banner_Settings_RecoveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your settings file could not be read, so the defaults were restored. The old file was kept as`)
};

const es_banner_settings_recovered = /** @type {(inputs: Banner_Settings_RecoveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo leer su archivo de ajustes, así que se restauraron los valores predeterminados. El archivo anterior se guardó como`)
};

/**
* | output |
* | --- |
* | "Your settings file could not be read, so the defaults were restored. The old file was kept as" |
*
* @param {Banner_Settings_RecoveredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const banner_settings_recovered = /** @type {((inputs?: Banner_Settings_RecoveredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Banner_Settings_RecoveredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_banner_settings_recovered, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_banner_settings_recovered(inputs)
	return en_banner_settings_recovered(inputs)
});