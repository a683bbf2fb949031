/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ value: NonNullable<unknown> }} Contact_No_Mail_AppInputs */

const en_contact_no_mail_app = /** @type {(inputs: Contact_No_Mail_AppInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not open a mail app for ${i?.value}. Use Copy instead.`)
};

/**
* | output |
* | --- |
* | "Could not open a mail app for {value}. Use Copy instead." |
*
* @param {Contact_No_Mail_AppInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const contact_no_mail_app = /** @type {((inputs: Contact_No_Mail_AppInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_No_Mail_AppInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("contact_no_mail_app", en_contact_no_mail_app));
