/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_KeyInputs */

const en_connect_key = /** @type {(inputs: Connect_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API key`)
};

const es_connect_key = /** @type {(inputs: Connect_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clave de API`)
};

/**
* | output |
* | --- |
* | "API key" |
*
* @param {Connect_KeyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_key = /** @type {((inputs?: Connect_KeyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_KeyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_connect_key, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_connect_key(inputs)
	return en_connect_key(inputs)
});