/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_Choose_KeepingInputs */

const en_connect_choose_keeping = /** @type {(inputs: Connect_Choose_KeepingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose how to keep the key`)
};

const es_connect_choose_keeping = /** @type {(inputs: Connect_Choose_KeepingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija cómo guardar la clave`)
};

/**
* | output |
* | --- |
* | "Choose how to keep the key" |
*
* @param {Connect_Choose_KeepingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_choose_keeping = /** @type {((inputs?: Connect_Choose_KeepingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_Choose_KeepingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_connect_choose_keeping, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_connect_choose_keeping(inputs)
	return en_connect_choose_keeping(inputs)
});