/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Key_Ask_Every_StartInputs */

const en_main_key_ask_every_start = /** @type {(inputs: Main_Key_Ask_Every_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You chose to enter the key at every start.`)
};

const es_main_key_ask_every_start = /** @type {(inputs: Main_Key_Ask_Every_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eligió escribir la clave en cada inicio.`)
};

/**
* | output |
* | --- |
* | "You chose to enter the key at every start." |
*
* @param {Main_Key_Ask_Every_StartInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_key_ask_every_start = /** @type {((inputs?: Main_Key_Ask_Every_StartInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Key_Ask_Every_StartInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_main_key_ask_every_start, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_key_ask_every_start(inputs)
	return en_main_key_ask_every_start(inputs)
});