/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Form_CredentialInputs */

const en_office_form_credential = /** @type {(inputs: Office_Form_CredentialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Credential`)
};

const es_office_form_credential = /** @type {(inputs: Office_Form_CredentialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Credencial`)
};

/**
* | output |
* | --- |
* | "Credential" |
*
* @param {Office_Form_CredentialInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_form_credential = /** @type {((inputs?: Office_Form_CredentialInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Form_CredentialInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_form_credential, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_form_credential(inputs)
	return en_office_form_credential(inputs)
});