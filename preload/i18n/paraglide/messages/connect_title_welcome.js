/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_Title_WelcomeInputs */

const en_connect_title_welcome = /** @type {(inputs: Connect_Title_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcome to Field Supervisor`)
};

const es_connect_title_welcome = /** @type {(inputs: Connect_Title_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bienvenido a Field Supervisor`)
};

/**
* | output |
* | --- |
* | "Welcome to Field Supervisor" |
*
* @param {Connect_Title_WelcomeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_title_welcome = /** @type {((inputs?: Connect_Title_WelcomeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_Title_WelcomeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_connect_title_welcome, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_connect_title_welcome(inputs)
	return en_connect_title_welcome(inputs)
});