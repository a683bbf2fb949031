/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Connection_Demo_KeyInputs */

const en_settings_connection_demo_key = /** @type {(inputs: Settings_Connection_Demo_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demo mode: a practice key, held in memory only.`)
};

const es_settings_connection_demo_key = /** @type {(inputs: Settings_Connection_Demo_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modo demo: una clave de práctica, solo en memoria.`)
};

/**
* | output |
* | --- |
* | "Demo mode: a practice key, held in memory only." |
*
* @param {Settings_Connection_Demo_KeyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_connection_demo_key = /** @type {((inputs?: Settings_Connection_Demo_KeyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Connection_Demo_KeyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_connection_demo_key, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_connection_demo_key(inputs)
	return en_settings_connection_demo_key(inputs)
});