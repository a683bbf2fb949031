/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Copy_Email_FailedInputs */

const en_contact_copy_email_failed = /** @type {(inputs: Contact_Copy_Email_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not copy the e-mail address; select it and copy by hand.`)
};

/**
* | output |
* | --- |
* | "Could not copy the e-mail address; select it and copy by hand." |
*
* @param {Contact_Copy_Email_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const contact_copy_email_failed = /** @type {((inputs?: Contact_Copy_Email_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Copy_Email_FailedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("contact_copy_email_failed", en_contact_copy_email_failed));
