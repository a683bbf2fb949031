/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_New_SecretInputs */

const en_office_new_secret = /** @type {(inputs: Office_New_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New secret`)
};

const es_office_new_secret = /** @type {(inputs: Office_New_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuevo secreto`)
};

/**
* | output |
* | --- |
* | "New secret" |
*
* @param {Office_New_SecretInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_new_secret = /** @type {((inputs?: Office_New_SecretInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_New_SecretInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_new_secret, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_new_secret(inputs)
	return en_office_new_secret(inputs)
});