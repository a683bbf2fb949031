/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Settings_Disconnect_Send_FailedInputs */

const en_settings_disconnect_send_failed = /** @type {(inputs: Settings_Disconnect_Send_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not send now: ${i?.reason}. The orders stay queued.`)
};

const es_settings_disconnect_send_failed = /** @type {(inputs: Settings_Disconnect_Send_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo enviar ahora: ${i?.reason}. Los pedidos siguen en cola.`)
};

/**
* | output |
* | --- |
* | "Could not send now: {reason}. The orders stay queued." |
*
* @param {Settings_Disconnect_Send_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_disconnect_send_failed = /** @type {((inputs: Settings_Disconnect_Send_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Disconnect_Send_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_disconnect_send_failed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_disconnect_send_failed(inputs)
	return en_settings_disconnect_send_failed(inputs)
});