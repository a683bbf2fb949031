/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ who: NonNullable<unknown>, value: NonNullable<unknown> }} Contact_Copied_EmailInputs */

const en_contact_copied_email = /** @type {(inputs: Contact_Copied_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Copied ${i?.who}'s e-mail address: ${i?.value}`)
};

/**
* | output |
* | --- |
* | "Copied {who}'s e-mail address: {value}" |
*
* @param {Contact_Copied_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const contact_copied_email = /** @type {((inputs: Contact_Copied_EmailInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Copied_EmailInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("contact_copied_email", en_contact_copied_email));
