/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Disconnect_Title_UnsentInputs */

const en_settings_disconnect_title_unsent = /** @type {(inputs: Settings_Disconnect_Title_UnsentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orders not placed yet`)
};

const es_settings_disconnect_title_unsent = /** @type {(inputs: Settings_Disconnect_Title_UnsentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pedidos aún no realizados`)
};

/**
* | output |
* | --- |
* | "Orders not placed yet" |
*
* @param {Settings_Disconnect_Title_UnsentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_disconnect_title_unsent = /** @type {((inputs?: Settings_Disconnect_Title_UnsentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Disconnect_Title_UnsentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_disconnect_title_unsent, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_disconnect_title_unsent(inputs)
	return en_settings_disconnect_title_unsent(inputs)
});