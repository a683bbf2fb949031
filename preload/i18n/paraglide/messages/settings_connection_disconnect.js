/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Connection_DisconnectInputs */

const en_settings_connection_disconnect = /** @type {(inputs: Settings_Connection_DisconnectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disconnect and erase local data…`)
};

const es_settings_connection_disconnect = /** @type {(inputs: Settings_Connection_DisconnectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desconectar y borrar los datos locales…`)
};

/**
* | output |
* | --- |
* | "Disconnect and erase local data…" |
*
* @param {Settings_Connection_DisconnectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_connection_disconnect = /** @type {((inputs?: Settings_Connection_DisconnectInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Connection_DisconnectInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_connection_disconnect, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_connection_disconnect(inputs)
	return en_settings_connection_disconnect(inputs)
});