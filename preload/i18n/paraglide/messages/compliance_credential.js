/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compliance_CredentialInputs */

const en_compliance_credential = /** @type {(inputs: Compliance_CredentialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Credential`)
};

const es_compliance_credential = /** @type {(inputs: Compliance_CredentialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Credencial`)
};

/**
* | output |
* | --- |
* | "Credential" |
*
* @param {Compliance_CredentialInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_credential = /** @type {((inputs?: Compliance_CredentialInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_CredentialInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_compliance_credential, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_compliance_credential(inputs)
	return en_compliance_credential(inputs)
});