/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Hr_ContactsInputs */

const en_nav_hr_contacts = /** @type {(inputs: Nav_Hr_ContactsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`HR contacts`)
};

/**
* | output |
* | --- |
* | "HR contacts" |
*
* @param {Nav_Hr_ContactsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const nav_hr_contacts = /** @type {((inputs?: Nav_Hr_ContactsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Hr_ContactsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("nav_hr_contacts", en_nav_hr_contacts));
