/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Settings_Connection_Choice_FailedInputs */

const en_settings_connection_choice_failed = /** @type {(inputs: Settings_Connection_Choice_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not save: ${i?.reason}`)
};

const es_settings_connection_choice_failed = /** @type {(inputs: Settings_Connection_Choice_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo guardar: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Could not save: {reason}" |
*
* @param {Settings_Connection_Choice_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_connection_choice_failed = /** @type {((inputs: Settings_Connection_Choice_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Connection_Choice_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_connection_choice_failed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_connection_choice_failed(inputs)
	return en_settings_connection_choice_failed(inputs)
});