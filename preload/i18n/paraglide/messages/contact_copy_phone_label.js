/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ who: NonNullable<unknown> }} Contact_Copy_Phone_LabelInputs */

const en_contact_copy_phone_label = /** @type {(inputs: Contact_Copy_Phone_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Copy ${i?.who}'s phone number`)
};

/**
* | output |
* | --- |
* | "Copy {who}'s phone number" |
*
* @param {Contact_Copy_Phone_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const contact_copy_phone_label = /** @type {((inputs: Contact_Copy_Phone_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Copy_Phone_LabelInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("contact_copy_phone_label", en_contact_copy_phone_label));
