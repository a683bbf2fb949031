/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compliance_CredentialInputs */

const en_compliance_credential = /** @type {(inputs: Compliance_CredentialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Credential`)
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
export const compliance_credential = /** @type {((inputs?: Compliance_CredentialInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_CredentialInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("compliance_credential", en_compliance_credential));
