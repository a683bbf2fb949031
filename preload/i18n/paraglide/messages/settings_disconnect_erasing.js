/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Disconnect_ErasingInputs */

const en_settings_disconnect_erasing = /** @type {(inputs: Settings_Disconnect_ErasingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erasing…`)
};

const es_settings_disconnect_erasing = /** @type {(inputs: Settings_Disconnect_ErasingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Borrando…`)
};

/**
* | output |
* | --- |
* | "Erasing…" |
*
* @param {Settings_Disconnect_ErasingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_disconnect_erasing = /** @type {((inputs?: Settings_Disconnect_ErasingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Disconnect_ErasingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_disconnect_erasing, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_disconnect_erasing(inputs)
	return en_settings_disconnect_erasing(inputs)
});