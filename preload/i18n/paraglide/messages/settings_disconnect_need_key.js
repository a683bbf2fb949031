/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Disconnect_Need_KeyInputs */

const en_settings_disconnect_need_key = /** @type {(inputs: Settings_Disconnect_Need_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You will need the key to connect again.`)
};

const es_settings_disconnect_need_key = /** @type {(inputs: Settings_Disconnect_Need_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Necesitará la clave para volver a conectar.`)
};

/**
* | output |
* | --- |
* | "You will need the key to connect again." |
*
* @param {Settings_Disconnect_Need_KeyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_disconnect_need_key = /** @type {((inputs?: Settings_Disconnect_Need_KeyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Disconnect_Need_KeyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_disconnect_need_key, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_disconnect_need_key(inputs)
	return en_settings_disconnect_need_key(inputs)
});