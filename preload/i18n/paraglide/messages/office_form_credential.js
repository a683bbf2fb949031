/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Form_CredentialInputs */

const en_office_form_credential = /** @type {(inputs: Office_Form_CredentialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Credential`)
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
export const office_form_credential = /** @type {((inputs?: Office_Form_CredentialInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Form_CredentialInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_form_credential", en_office_form_credential));
