/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Connection_Choose_KeepingInputs */

const en_settings_connection_choose_keeping = /** @type {(inputs: Settings_Connection_Choose_KeepingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose how to keep the key`)
};

const es_settings_connection_choose_keeping = /** @type {(inputs: Settings_Connection_Choose_KeepingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija cómo guardar la clave`)
};

/**
* | output |
* | --- |
* | "Choose how to keep the key" |
*
* @param {Settings_Connection_Choose_KeepingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_connection_choose_keeping = /** @type {((inputs?: Settings_Connection_Choose_KeepingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Connection_Choose_KeepingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_connection_choose_keeping, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_connection_choose_keeping(inputs)
	return en_settings_connection_choose_keeping(inputs)
});