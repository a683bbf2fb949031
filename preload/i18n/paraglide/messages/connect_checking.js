/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_CheckingInputs */

const en_connect_checking = /** @type {(inputs: Connect_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking the key…`)
};

const es_connect_checking = /** @type {(inputs: Connect_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comprobando la clave…`)
};

/**
* | output |
* | --- |
* | "Checking the key…" |
*
* @param {Connect_CheckingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_checking = /** @type {((inputs?: Connect_CheckingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_CheckingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_connect_checking, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_connect_checking(inputs)
	return en_connect_checking(inputs)
});