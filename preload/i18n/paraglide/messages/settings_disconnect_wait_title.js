/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Disconnect_Wait_TitleInputs */

const en_settings_disconnect_wait_title = /** @type {(inputs: Settings_Disconnect_Wait_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wait until they are sent`)
};

const es_settings_disconnect_wait_title = /** @type {(inputs: Settings_Disconnect_Wait_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esperar a que se envíen`)
};

/**
* | output |
* | --- |
* | "Wait until they are sent" |
*
* @param {Settings_Disconnect_Wait_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_disconnect_wait_title = /** @type {((inputs?: Settings_Disconnect_Wait_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Disconnect_Wait_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_disconnect_wait_title, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_disconnect_wait_title(inputs)
	return en_settings_disconnect_wait_title(inputs)
});