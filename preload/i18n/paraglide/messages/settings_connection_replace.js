/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Connection_ReplaceInputs */

const en_settings_connection_replace = /** @type {(inputs: Settings_Connection_ReplaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Replace the key or server…`)
};

const es_settings_connection_replace = /** @type {(inputs: Settings_Connection_ReplaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiar la clave o el servidor…`)
};

/**
* | output |
* | --- |
* | "Replace the key or server…" |
*
* @param {Settings_Connection_ReplaceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_connection_replace = /** @type {((inputs?: Settings_Connection_ReplaceInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Connection_ReplaceInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_connection_replace, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_connection_replace(inputs)
	return en_settings_connection_replace(inputs)
});