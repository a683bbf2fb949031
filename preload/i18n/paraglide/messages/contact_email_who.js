/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ who: NonNullable<unknown>, value: NonNullable<unknown> }} Contact_Email_WhoInputs */

const en_contact_email_who = /** @type {(inputs: Contact_Email_WhoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`E-mail ${i?.who}: ${i?.value}`)
};

/**
* | output |
* | --- |
* | "E-mail {who}: {value}" |
*
* @param {Contact_Email_WhoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const contact_email_who = /** @type {((inputs: Contact_Email_WhoInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Email_WhoInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("contact_email_who", en_contact_email_who));
