/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Disconnect_All_PlacedInputs */

const en_settings_disconnect_all_placed = /** @type {(inputs: Settings_Disconnect_All_PlacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every order is placed. Disconnecting…`)
};

const es_settings_disconnect_all_placed = /** @type {(inputs: Settings_Disconnect_All_PlacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los pedidos están realizados. Desconectando…`)
};

/**
* | output |
* | --- |
* | "Every order is placed. Disconnecting…" |
*
* @param {Settings_Disconnect_All_PlacedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_disconnect_all_placed = /** @type {((inputs?: Settings_Disconnect_All_PlacedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Disconnect_All_PlacedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_disconnect_all_placed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_disconnect_all_placed(inputs)
	return en_settings_disconnect_all_placed(inputs)
});