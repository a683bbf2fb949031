/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Connection_Choice_SavedInputs */

const en_settings_connection_choice_saved = /** @type {(inputs: Settings_Connection_Choice_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved how the key is kept.`)
};

const es_settings_connection_choice_saved = /** @type {(inputs: Settings_Connection_Choice_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se guardó cómo se conserva la clave.`)
};

/**
* | output |
* | --- |
* | "Saved how the key is kept." |
*
* @param {Settings_Connection_Choice_SavedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_connection_choice_saved = /** @type {((inputs?: Settings_Connection_Choice_SavedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Connection_Choice_SavedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_connection_choice_saved, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_connection_choice_saved(inputs)
	return en_settings_connection_choice_saved(inputs)
});