/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Copy_Phone_FailedInputs */

const en_contact_copy_phone_failed = /** @type {(inputs: Contact_Copy_Phone_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not copy the phone number; select it and copy by hand.`)
};

/**
* | output |
* | --- |
* | "Could not copy the phone number; select it and copy by hand." |
*
* @param {Contact_Copy_Phone_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const contact_copy_phone_failed = /** @type {((inputs?: Contact_Copy_Phone_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Copy_Phone_FailedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("contact_copy_phone_failed", en_contact_copy_phone_failed));
