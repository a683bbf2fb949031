/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Key_NeededInputs */

const en_main_key_needed = /** @type {(inputs: Main_Key_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the API key for this environment.`)
};

const es_main_key_needed = /** @type {(inputs: Main_Key_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escriba la clave de API de este entorno.`)
};

/**
* | output |
* | --- |
* | "Enter the API key for this environment." |
*
* @param {Main_Key_NeededInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_key_needed = /** @type {((inputs?: Main_Key_NeededInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Key_NeededInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_main_key_needed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_key_needed(inputs)
	return en_main_key_needed(inputs)
});