/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Connection_Real_ServerInputs */

const en_settings_connection_real_server = /** @type {(inputs: Settings_Connection_Real_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connect to a real server…`)
};

const es_settings_connection_real_server = /** @type {(inputs: Settings_Connection_Real_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conectar con un servidor real…`)
};

/**
* | output |
* | --- |
* | "Connect to a real server…" |
*
* @param {Settings_Connection_Real_ServerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_connection_real_server = /** @type {((inputs?: Settings_Connection_Real_ServerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Connection_Real_ServerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_connection_real_server, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_connection_real_server(inputs)
	return en_settings_connection_real_server(inputs)
});