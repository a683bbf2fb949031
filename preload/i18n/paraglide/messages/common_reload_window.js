/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Reload_WindowInputs */

const en_common_reload_window = /** @type {(inputs: Common_Reload_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reload the window`)
};

const es_common_reload_window = /** @type {(inputs: Common_Reload_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a cargar la ventana`)
};

/**
* | output |
* | --- |
* | "Reload the window" |
*
* @param {Common_Reload_WindowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_reload_window = /** @type {((inputs?: Common_Reload_WindowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Reload_WindowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_common_reload_window, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_reload_window(inputs)
	return en_common_reload_window(inputs)
});