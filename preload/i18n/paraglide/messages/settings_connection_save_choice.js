/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Connection_Save_ChoiceInputs */

const en_settings_connection_save_choice = /** @type {(inputs: Settings_Connection_Save_ChoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save this choice`)
};

const es_settings_connection_save_choice = /** @type {(inputs: Settings_Connection_Save_ChoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar esta opción`)
};

/**
* | output |
* | --- |
* | "Save this choice" |
*
* @param {Settings_Connection_Save_ChoiceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_connection_save_choice = /** @type {((inputs?: Settings_Connection_Save_ChoiceInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Connection_Save_ChoiceInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_connection_save_choice, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_connection_save_choice(inputs)
	return en_settings_connection_save_choice(inputs)
});