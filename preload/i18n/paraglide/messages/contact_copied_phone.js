/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ who: NonNullable<unknown>, value: NonNullable<unknown> }} Contact_Copied_PhoneInputs */

const en_contact_copied_phone = /** @type {(inputs: Contact_Copied_PhoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Copied ${i?.who}'s phone number: ${i?.value}`)
};

/**
* | output |
* | --- |
* | "Copied {who}'s phone number: {value}" |
*
* @param {Contact_Copied_PhoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const contact_copied_phone = /** @type {((inputs: Contact_Copied_PhoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Copied_PhoneInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("contact_copied_phone", en_contact_copied_phone));
