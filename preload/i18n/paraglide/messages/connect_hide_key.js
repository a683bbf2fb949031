/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_Hide_KeyInputs */

const en_connect_hide_key = /** @type {(inputs: Connect_Hide_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide key`)
};

const es_connect_hide_key = /** @type {(inputs: Connect_Hide_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocultar clave`)
};

/**
* | output |
* | --- |
* | "Hide key" |
*
* @param {Connect_Hide_KeyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_hide_key = /** @type {((inputs?: Connect_Hide_KeyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_Hide_KeyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_connect_hide_key, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_connect_hide_key(inputs)
	return en_connect_hide_key(inputs)
});