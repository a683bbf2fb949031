/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Copy_SecretInputs */

const en_office_copy_secret = /** @type {(inputs: Office_Copy_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy the secret`)
};

const es_office_copy_secret = /** @type {(inputs: Office_Copy_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copiar el secreto`)
};

/**
* | output |
* | --- |
* | "Copy the secret" |
*
* @param {Office_Copy_SecretInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_copy_secret = /** @type {((inputs?: Office_Copy_SecretInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Copy_SecretInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_copy_secret, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_copy_secret(inputs)
	return en_office_copy_secret(inputs)
});