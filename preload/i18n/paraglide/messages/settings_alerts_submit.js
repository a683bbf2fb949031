/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Alerts_SubmitInputs */

const en_settings_alerts_submit = /** @type {(inputs: Settings_Alerts_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save alert settings`)
};

const es_settings_alerts_submit = /** @type {(inputs: Settings_Alerts_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar alertas`)
};

/**
* | output |
* | --- |
* | "Save alert settings" |
*
* @param {Settings_Alerts_SubmitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_alerts_submit = /** @type {((inputs?: Settings_Alerts_SubmitInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Alerts_SubmitInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_alerts_submit, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_alerts_submit(inputs)
	return en_settings_alerts_submit(inputs)
});