/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Disconnect_TitleInputs */

const en_settings_disconnect_title = /** @type {(inputs: Settings_Disconnect_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disconnect and erase?`)
};

const es_settings_disconnect_title = /** @type {(inputs: Settings_Disconnect_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Desconectar y borrar?`)
};

/**
* | output |
* | --- |
* | "Disconnect and erase?" |
*
* @param {Settings_Disconnect_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_disconnect_title = /** @type {((inputs?: Settings_Disconnect_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Disconnect_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_disconnect_title, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_disconnect_title(inputs)
	return en_settings_disconnect_title(inputs)
});