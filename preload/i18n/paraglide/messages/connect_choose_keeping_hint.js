/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_Choose_Keeping_HintInputs */

const en_connect_choose_keeping_hint = /** @type {(inputs: Connect_Choose_Keeping_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This computer has no secure keychain: pick one of the two options.`)
};

const es_connect_choose_keeping_hint = /** @type {(inputs: Connect_Choose_Keeping_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta computadora no tiene un llavero seguro: elija una de las dos opciones.`)
};

/**
* | output |
* | --- |
* | "This computer has no secure keychain: pick one of the two options." |
*
* @param {Connect_Choose_Keeping_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_choose_keeping_hint = /** @type {((inputs?: Connect_Choose_Keeping_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_Choose_Keeping_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_connect_choose_keeping_hint, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_connect_choose_keeping_hint(inputs)
	return en_connect_choose_keeping_hint(inputs)
});