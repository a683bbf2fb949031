/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Disconnect_Stop_WaitingInputs */

const en_settings_disconnect_stop_waiting = /** @type {(inputs: Settings_Disconnect_Stop_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stop waiting`)
};

const es_settings_disconnect_stop_waiting = /** @type {(inputs: Settings_Disconnect_Stop_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dejar de esperar`)
};

/**
* | output |
* | --- |
* | "Stop waiting" |
*
* @param {Settings_Disconnect_Stop_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_disconnect_stop_waiting = /** @type {((inputs?: Settings_Disconnect_Stop_WaitingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Disconnect_Stop_WaitingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_disconnect_stop_waiting, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_disconnect_stop_waiting(inputs)
	return en_settings_disconnect_stop_waiting(inputs)
});