/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Disconnect_WaitingInputs */

const en_settings_disconnect_waiting = /** @type {(inputs: Settings_Disconnect_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting: the key and the data are erased as soon as every order is placed. Keep the app open.`)
};

const es_settings_disconnect_waiting = /** @type {(inputs: Settings_Disconnect_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esperando: la clave y los datos se borran en cuanto todos los pedidos estén realizados. Deje la aplicación abierta.`)
};

/**
* | output |
* | --- |
* | "Waiting: the key and the data are erased as soon as every order is placed. Keep the app open." |
*
* @param {Settings_Disconnect_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_disconnect_waiting = /** @type {((inputs?: Settings_Disconnect_WaitingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Disconnect_WaitingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_disconnect_waiting, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_disconnect_waiting(inputs)
	return en_settings_disconnect_waiting(inputs)
});