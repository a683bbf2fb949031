/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_Show_KeyInputs */

const en_connect_show_key = /** @type {(inputs: Connect_Show_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show key`)
};

const es_connect_show_key = /** @type {(inputs: Connect_Show_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar clave`)
};

/**
* | output |
* | --- |
* | "Show key" |
*
* @param {Connect_Show_KeyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_show_key = /** @type {((inputs?: Connect_Show_KeyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_Show_KeyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_connect_show_key, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_connect_show_key(inputs)
	return en_connect_show_key(inputs)
});