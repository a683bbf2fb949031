/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Settings_Disconnect_FailedInputs */

const en_settings_disconnect_failed = /** @type {(inputs: Settings_Disconnect_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not disconnect: ${i?.reason}`)
};

const es_settings_disconnect_failed = /** @type {(inputs: Settings_Disconnect_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo desconectar: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Could not disconnect: {reason}" |
*
* @param {Settings_Disconnect_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_disconnect_failed = /** @type {((inputs: Settings_Disconnect_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Disconnect_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_disconnect_failed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_disconnect_failed(inputs)
	return en_settings_disconnect_failed(inputs)
});