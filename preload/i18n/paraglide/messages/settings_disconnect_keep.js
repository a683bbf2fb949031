/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Disconnect_KeepInputs */

const en_settings_disconnect_keep = /** @type {(inputs: Settings_Disconnect_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep everything`)
};

const es_settings_disconnect_keep = /** @type {(inputs: Settings_Disconnect_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conservar todo`)
};

/**
* | output |
* | --- |
* | "Keep everything" |
*
* @param {Settings_Disconnect_KeepInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_disconnect_keep = /** @type {((inputs?: Settings_Disconnect_KeepInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Disconnect_KeepInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_disconnect_keep, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_disconnect_keep(inputs)
	return en_settings_disconnect_keep(inputs)
});