/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Hr_NoneInputs */

const en_print_hr_none = /** @type {(inputs: Print_Hr_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None stored: sync once with a connection.`)
};

const es_print_hr_none = /** @type {(inputs: Print_Hr_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguno guardado: sincronice una vez con conexión.`)
};

/**
* | output |
* | --- |
* | "None stored: sync once with a connection." |
*
* @param {Print_Hr_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_hr_none = /** @type {((inputs?: Print_Hr_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Hr_NoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_print_hr_none, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_hr_none(inputs)
	return en_print_hr_none(inputs)
});