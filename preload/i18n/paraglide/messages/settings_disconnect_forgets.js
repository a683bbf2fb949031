/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Disconnect_ForgetsInputs */

const en_settings_disconnect_forgets = /** @type {(inputs: Settings_Disconnect_ForgetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This forgets the API key and erases every event, shift and tag stored on this computer for`)
};

const es_settings_disconnect_forgets = /** @type {(inputs: Settings_Disconnect_ForgetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esto olvida la clave de API y borra todos los eventos, turnos y etiquetas guardados en esta computadora para`)
};

/**
* | output |
* | --- |
* | "This forgets the API key and erases every event, shift and tag stored on this computer for" |
*
* @param {Settings_Disconnect_ForgetsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_disconnect_forgets = /** @type {((inputs?: Settings_Disconnect_ForgetsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Disconnect_ForgetsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_disconnect_forgets, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_disconnect_forgets(inputs)
	return en_settings_disconnect_forgets(inputs)
});