/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_Title_AgainInputs */

const en_connect_title_again = /** @type {(inputs: Connect_Title_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connect with another key`)
};

const es_connect_title_again = /** @type {(inputs: Connect_Title_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conectar con otra clave`)
};

/**
* | output |
* | --- |
* | "Connect with another key" |
*
* @param {Connect_Title_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_title_again = /** @type {((inputs?: Connect_Title_AgainInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_Title_AgainInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_connect_title_again, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_connect_title_again(inputs)
	return en_connect_title_again(inputs)
});