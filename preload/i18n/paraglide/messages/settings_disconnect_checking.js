/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Disconnect_CheckingInputs */

const en_settings_disconnect_checking = /** @type {(inputs: Settings_Disconnect_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking for orders not sent yet…`)
};

const es_settings_disconnect_checking = /** @type {(inputs: Settings_Disconnect_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscando pedidos aún no enviados…`)
};

/**
* | output |
* | --- |
* | "Checking for orders not sent yet…" |
*
* @param {Settings_Disconnect_CheckingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_disconnect_checking = /** @type {((inputs?: Settings_Disconnect_CheckingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Disconnect_CheckingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_disconnect_checking, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_disconnect_checking(inputs)
	return en_settings_disconnect_checking(inputs)
});