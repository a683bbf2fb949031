/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Disconnect_This_ServerInputs */

const en_settings_disconnect_this_server = /** @type {(inputs: Settings_Disconnect_This_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`this server`)
};

const es_settings_disconnect_this_server = /** @type {(inputs: Settings_Disconnect_This_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`este servidor`)
};

/**
* | output |
* | --- |
* | "this server" |
*
* @param {Settings_Disconnect_This_ServerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_disconnect_this_server = /** @type {((inputs?: Settings_Disconnect_This_ServerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Disconnect_This_ServerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_disconnect_this_server, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_disconnect_this_server(inputs)
	return en_settings_disconnect_this_server(inputs)
});