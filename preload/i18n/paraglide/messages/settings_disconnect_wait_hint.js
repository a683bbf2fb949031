/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Disconnect_Wait_HintInputs */

const en_settings_disconnect_wait_hint = /** @type {(inputs: Settings_Disconnect_Wait_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sends now, then disconnects by itself once the server has every order.`)
};

const es_settings_disconnect_wait_hint = /** @type {(inputs: Settings_Disconnect_Wait_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envía ahora y se desconecta sola cuando el servidor tenga todos los pedidos.`)
};

/**
* | output |
* | --- |
* | "Sends now, then disconnects by itself once the server has every order." |
*
* @param {Settings_Disconnect_Wait_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_disconnect_wait_hint = /** @type {((inputs?: Settings_Disconnect_Wait_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Disconnect_Wait_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_disconnect_wait_hint, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_disconnect_wait_hint(inputs)
	return en_settings_disconnect_wait_hint(inputs)
});