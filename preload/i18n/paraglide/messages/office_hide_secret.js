/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Hide_SecretInputs */

const en_office_hide_secret = /** @type {(inputs: Office_Hide_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I have copied it: hide it`)
};

const es_office_hide_secret = /** @type {(inputs: Office_Hide_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya lo copié: ocultarlo`)
};

/**
* | output |
* | --- |
* | "I have copied it: hide it" |
*
* @param {Office_Hide_SecretInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_hide_secret = /** @type {((inputs?: Office_Hide_SecretInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Hide_SecretInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_hide_secret, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_hide_secret(inputs)
	return en_office_hide_secret(inputs)
});