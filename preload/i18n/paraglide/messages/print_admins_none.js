/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Admins_NoneInputs */

const en_print_admins_none = /** @type {(inputs: Print_Admins_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None stored for this event.`)
};

const es_print_admins_none = /** @type {(inputs: Print_Admins_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguno guardado para este evento.`)
};

/**
* | output |
* | --- |
* | "None stored for this event." |
*
* @param {Print_Admins_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_admins_none = /** @type {((inputs?: Print_Admins_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Admins_NoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_print_admins_none, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_admins_none(inputs)
	return en_print_admins_none(inputs)
});