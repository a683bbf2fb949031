/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Disconnect_WaitInputs */

const en_settings_disconnect_wait = /** @type {(inputs: Settings_Disconnect_WaitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wait until sent`)
};

const es_settings_disconnect_wait = /** @type {(inputs: Settings_Disconnect_WaitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esperar al envío`)
};

/**
* | output |
* | --- |
* | "Wait until sent" |
*
* @param {Settings_Disconnect_WaitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_disconnect_wait = /** @type {((inputs?: Settings_Disconnect_WaitInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Disconnect_WaitInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_disconnect_wait, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_disconnect_wait(inputs)
	return en_settings_disconnect_wait(inputs)
});