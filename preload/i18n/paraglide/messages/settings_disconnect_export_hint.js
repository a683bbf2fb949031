/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Disconnect_Export_HintInputs */

const en_settings_disconnect_export_hint = /** @type {(inputs: Settings_Disconnect_Export_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saves the list as a CSV file, to place the orders another way. Nothing is erased.`)
};

const es_settings_disconnect_export_hint = /** @type {(inputs: Settings_Disconnect_Export_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guarda la lista como archivo CSV, para realizar los pedidos de otra forma. No se borra nada.`)
};

/**
* | output |
* | --- |
* | "Saves the list as a CSV file, to place the orders another way. Nothing is erased." |
*
* @param {Settings_Disconnect_Export_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_disconnect_export_hint = /** @type {((inputs?: Settings_Disconnect_Export_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Disconnect_Export_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_disconnect_export_hint, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_disconnect_export_hint(inputs)
	return en_settings_disconnect_export_hint(inputs)
});