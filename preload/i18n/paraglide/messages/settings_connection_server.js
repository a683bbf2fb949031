/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Connection_ServerInputs */

const en_settings_connection_server = /** @type {(inputs: Settings_Connection_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Server`)
};

const es_settings_connection_server = /** @type {(inputs: Settings_Connection_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Servidor`)
};

/**
* | output |
* | --- |
* | "Server" |
*
* @param {Settings_Connection_ServerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_connection_server = /** @type {((inputs?: Settings_Connection_ServerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Connection_ServerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_connection_server, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_connection_server(inputs)
	return en_settings_connection_server(inputs)
});