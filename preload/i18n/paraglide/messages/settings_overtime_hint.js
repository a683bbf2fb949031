/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Overtime_HintInputs */

const en_settings_overtime_hint = /** @type {(inputs: Settings_Overtime_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Used only where the server gives no cutoff of its own, and always named a local assumption on screen.`)
};

const es_settings_overtime_hint = /** @type {(inputs: Settings_Overtime_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo se usan donde el servidor no da un límite propio, y en pantalla siempre se indican como supuesto local.`)
};

/**
* | output |
* | --- |
* | "Used only where the server gives no cutoff of its own, and always named a local assumption on screen." |
*
* @param {Settings_Overtime_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_overtime_hint = /** @type {((inputs?: Settings_Overtime_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Overtime_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_overtime_hint, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_overtime_hint(inputs)
	return en_settings_overtime_hint(inputs)
});