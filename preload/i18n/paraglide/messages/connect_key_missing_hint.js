/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_Key_Missing_HintInputs */

const en_connect_key_missing_hint = /** @type {(inputs: Connect_Key_Missing_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paste the API key you were given for this environment.`)
};

const es_connect_key_missing_hint = /** @type {(inputs: Connect_Key_Missing_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pegue la clave de API que le dieron para este entorno.`)
};

/**
* | output |
* | --- |
* | "Paste the API key you were given for this environment." |
*
* @param {Connect_Key_Missing_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_key_missing_hint = /** @type {((inputs?: Connect_Key_Missing_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_Key_Missing_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_connect_key_missing_hint, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_connect_key_missing_hint(inputs)
	return en_connect_key_missing_hint(inputs)
});