/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ keys: NonNullable<unknown> }} Nav_Hr_Contacts_TitleInputs */

const en_nav_hr_contacts_title = /** @type {(inputs: Nav_Hr_Contacts_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`HR contacts (${i?.keys})`)
};

/**
* | output |
* | --- |
* | "HR contacts ({keys})" |
*
* @param {Nav_Hr_Contacts_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const nav_hr_contacts_title = /** @type {((inputs: Nav_Hr_Contacts_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Hr_Contacts_TitleInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("nav_hr_contacts_title", en_nav_hr_contacts_title));
