/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Disconnect_DoneInputs */

const en_settings_disconnect_done = /** @type {(inputs: Settings_Disconnect_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disconnected. The key and the data stored for that server were erased.`)
};

const es_settings_disconnect_done = /** @type {(inputs: Settings_Disconnect_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desconectado. Se borraron la clave y los datos guardados de ese servidor.`)
};

/**
* | output |
* | --- |
* | "Disconnected. The key and the data stored for that server were erased." |
*
* @param {Settings_Disconnect_DoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_disconnect_done = /** @type {((inputs?: Settings_Disconnect_DoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Disconnect_DoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_disconnect_done, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_disconnect_done(inputs)
	return en_settings_disconnect_done(inputs)
});