/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Connection_Key_AgainInputs */

const en_settings_connection_key_again = /** @type {(inputs: Settings_Connection_Key_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · must be entered again`)
};

const es_settings_connection_key_again = /** @type {(inputs: Settings_Connection_Key_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · hay que escribirla de nuevo`)
};

/**
* | output |
* | --- |
* | "· must be entered again" |
*
* @param {Settings_Connection_Key_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_connection_key_again = /** @type {((inputs?: Settings_Connection_Key_AgainInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Connection_Key_AgainInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_connection_key_again, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_connection_key_again(inputs)
	return en_settings_connection_key_again(inputs)
});