/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Contact_Mail_App_FailedInputs */

const en_contact_mail_app_failed = /** @type {(inputs: Contact_Mail_App_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not open a mail app: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Could not open a mail app: {reason}" |
*
* @param {Contact_Mail_App_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const contact_mail_app_failed = /** @type {((inputs: Contact_Mail_App_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Mail_App_FailedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("contact_mail_app_failed", en_contact_mail_app_failed));
