/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_How_KeepInputs */

const en_connect_how_keep = /** @type {(inputs: Connect_How_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How should the key be kept?`)
};

const es_connect_how_keep = /** @type {(inputs: Connect_How_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Cómo se guarda la clave?`)
};

/**
* | output |
* | --- |
* | "How should the key be kept?" |
*
* @param {Connect_How_KeepInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_how_keep = /** @type {((inputs?: Connect_How_KeepInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_How_KeepInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_connect_how_keep, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_connect_how_keep(inputs)
	return en_connect_how_keep(inputs)
});